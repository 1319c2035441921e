import { pageContentSchema } from '#catalogue/content.ts';
import { recordService } from '../../api/records.ts';
import { booleanValue, oneOf, optionalText, requiredText, slug, structured } from '../../api/validation.ts';
import { Page, pageTypes } from './page.entity.ts';

/** Page content records (spec document 1, sections 3.1 and 5.2). */
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
});
