import { defineEntity, p } from '@mikro-orm/core';
import { liveRecordsFilter, siteContentTrigger } from '../../db/site-content.entity.ts';
import { recordColumns } from '../record-columns.ts';

export const pageTypes = ['home', 'category', 'calculator', 'page'] as const;
export type PageType = (typeof pageTypes)[number];

/** A page content record. */
const PageSchema = defineEntity({
  name: 'Page',
  tableName: 'page',
  triggers: [siteContentTrigger],
  filters: liveRecordsFilter,
  properties: {
    id: p.integer().primary(),
    pageType: p.string().length(20).$type<PageType>(),
    pageSlug: p.string().length(100).unique(),
    title: p.string().length(200),
    description: p.text().default(''),
    content: p.json<Record<string, unknown>>(),
    isPublished: p.boolean().default(false).index(),
    ...recordColumns(),
  },
});

export class Page extends PageSchema.class {}
PageSchema.setClass(Page);
