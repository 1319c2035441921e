import { pageContentSchema } from '#catalogue/content.ts';
import { recordService } from '../../api/records.ts';
import { booleanValue, oneOf, optionalText, requiredText, slug, structured } from '../../api/validation.ts';
import { Page, pageTypes } from './page.entity.ts';
import { PageTypeEnum } from './page-type.ts';

/** Page content records. */
export const pageService = recordService({
  entity: Page,
  label: 'page',
  auditType: 'page',
  titleField: 'title',
  slugField: 'pageSlug',
  rules: {
    pageSlug: slug,
    pageType: oneOf(pageTypes, 'page'),
    title: requiredText(200),
    description: optionalText(5000),
    content: structured(pageContentSchema, 'empty'),
    isPublished: booleanValue(false),
  },
  orderBy: { pageSlug: 'asc' },
  list: {
    typeName: 'Page',
    filters: {
      isPublished: { type: 'boolean', property: 'isPublished', description: 'Only published (true) or draft (false) page records.' },
      pageType: { type: 'enum', property: 'pageType', values: pageTypes, graphqlEnum: PageTypeEnum, description: 'Only this page type.' },
      updatedSince: { type: 'since', property: 'updatedAt', description: 'Only records changed at or after this time.' },
      search: { type: 'search', properties: ['pageSlug', 'title'], description: 'Only records whose slug or title contains this text (letter case aside).' },
    },
    orders: {
      pageSlug: { property: 'pageSlug' },
      title: { property: 'title', caseless: true },
      pageType: { property: 'pageType' },
      isPublished: { property: 'isPublished' },
      updatedAt: { property: 'updatedAt' },
    },
  },
});
