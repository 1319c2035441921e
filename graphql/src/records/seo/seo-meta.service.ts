import { recordService } from '../../api/records.ts';
import { structuredDataSchema } from '#catalogue/content.ts';
import { httpUrl, nullableText, optionalText, requiredText, slug, structured } from '../../api/validation.ts';
import { SeoMeta } from './seo-meta.entity.ts';

/** SEO meta records (spec document 1, sections 3.1 and 5.2). */
export const seoMetaService = recordService({
  entity: SeoMeta,
  label: 'SEO meta record',
  auditType: 'seoMeta',
  titleField: 'metaTitle',
  slugField: 'pageSlug',
  rules: {
    pageSlug: slug,
    metaTitle: requiredText(200),
    metaDescription: optionalText(500),
    metaKeywords: optionalText(500),
    canonicalUrl: httpUrl(),
    structuredData: structured(structuredDataSchema, 'null'),
    ogTitle: nullableText(200),
    ogDescription: nullableText(500),
    ogImage: httpUrl(),
    twitterTitle: nullableText(200),
    twitterDescription: nullableText(500),
    twitterImage: httpUrl(),
  },
  orderBy: { pageSlug: 'asc' },
});
