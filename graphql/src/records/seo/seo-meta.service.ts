import { recordService } from '../../api/records.ts';
import { structuredDataSchema } from '#catalogue/content.ts';
import { httpUrl, nullableText, optionalText, requiredText, slug, structured } from '../../api/validation.ts';
import { SeoMeta } from './seo-meta.entity.ts';

/** SEO meta records. */
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
  list: {
    typeName: 'SeoMeta',
    filters: {
      updatedSince: { type: 'since', property: 'updatedAt', description: 'Only records changed at or after this time.' },
      search: {
        type: 'search',
        properties: ['pageSlug', 'metaTitle', 'metaDescription', 'metaKeywords'],
        description: 'Only records whose page slug, meta title, description or keywords contain this text (letter case aside).',
      },
    },
    orders: {
      pageSlug: { property: 'pageSlug' },
      metaTitle: { property: 'metaTitle', caseless: true },
      metaTitleLength: { property: 'metaTitle', length: true },
      updatedAt: { property: 'updatedAt' },
    },
  },
});
