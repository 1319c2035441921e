import { defineEntity, p } from '@mikro-orm/core';
import { liveRecordsFilter, siteContentTrigger } from '../../db/site-content.entity.ts';
import { recordColumns } from '../record-columns.ts';

/** An SEO meta record: the head of one public page. */
const SeoMetaSchema = defineEntity({
  name: 'SeoMeta',
  tableName: 'seo_meta',
  triggers: [siteContentTrigger],
  filters: liveRecordsFilter,
  properties: {
    id: p.integer().primary(),
    pageSlug: p.string().length(100).unique(),
    metaTitle: p.string().length(200),
    metaDescription: p.string().length(500).default(''),
    metaKeywords: p.string().length(500).default(''),
    canonicalUrl: p.string().length(2000).nullable(),
    structuredData: p.json<Record<string, unknown>>().nullable(),
    ogTitle: p.string().length(200).nullable(),
    ogDescription: p.string().length(500).nullable(),
    ogImage: p.string().length(2000).nullable(),
    twitterTitle: p.string().length(200).nullable(),
    twitterDescription: p.string().length(500).nullable(),
    twitterImage: p.string().length(2000).nullable(),
    ...recordColumns(),
  },
});

export class SeoMeta extends SeoMetaSchema.class {}
SeoMetaSchema.setClass(SeoMeta);
