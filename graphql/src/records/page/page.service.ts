import { contentProblem, pageContentSchema } from '#catalogue/content.ts';
import { recordService } from '../../api/records.ts';
import { booleanValue, oneOf, optionalText, requiredText, shapedJsonObject, slug } from '../../api/validation.ts';
import { Page, pageTypes } from './page.entity.ts';

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
    content: shapedJsonObject((value) => contentProblem(pageContentSchema, value)),
    isPublished: booleanValue(false),
  },
  orderBy: { pageSlug: 'asc' },
});
