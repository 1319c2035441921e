import type { AdminSeoMetasQuery } from '../../graphql/generated/graphql.ts';
import { lastEditedColumn } from '../records/cells.tsx';
import { jsonOf, jsonText, textOf, type FieldSpec, type FormValues } from '../records/form.ts';
import type { RecordKind } from '../records/kind.ts';
import { sitePath } from '../records/sitePath.ts';
import { SeoPreview } from './SeoPreview.tsx';
import { storedForm, structuredDataInput } from '../records/typedContent.ts';
import { structuredDataSchema } from '../../catalogue/content.ts';

export type SeoMetaRecord = AdminSeoMetasQuery['seoMetas']['nodes'][number];

const structuredDataField: FieldSpec = {
  name: 'structuredData',
  label: 'Structured data',
  kind: 'json-object',
  nullable: true,
  shape: structuredDataSchema,
  hint: 'Replaces the structured data the site makes, e.g. {"type": "ContactPage", "name": "Contact us"}; written as JSON-LD. Empty: what the site makes.',
};

const fields: readonly FieldSpec[] = [
  { name: 'pageSlug', label: 'Page slug', kind: 'text', required: true, isSlug: true, hint: 'The path without its leading slash, e.g. terms; home for /.' },
  { name: 'metaTitle', label: 'Meta title', kind: 'text', required: true },
  { name: 'metaDescription', label: 'Meta description', kind: 'textarea' },
  { name: 'metaKeywords', label: 'Meta keywords', kind: 'text', hint: 'Comma-separated.' },
  { name: 'canonicalUrl', label: 'Canonical URL', kind: 'url' },
  structuredDataField,
  { name: 'ogTitle', label: 'Open Graph title', kind: 'text' },
  { name: 'ogDescription', label: 'Open Graph description', kind: 'textarea' },
  { name: 'ogImage', label: 'Open Graph image URL', kind: 'url' },
  { name: 'twitterTitle', label: 'Twitter title', kind: 'text' },
  { name: 'twitterDescription', label: 'Twitter description', kind: 'textarea' },
  { name: 'twitterImage', label: 'Twitter image URL', kind: 'url' },
];

export const seoKind: RecordKind<SeoMetaRecord> = {
  noun: 'SEO meta',
  recordType: 'seoMeta',
  messages: {
    created: 'SEO meta created successfully',
    updated: 'SEO meta updated successfully',
    deleted: 'SEO meta deleted successfully',
    saveFailed: 'Failed to save SEO meta',
    confirmDelete: 'Are you sure you want to delete this SEO meta?',
  },
  fields,
  columns: [
    { key: 'pageSlug', header: 'Page slug', render: (seo) => seo.pageSlug },
    { key: 'metaTitle', header: 'Meta title', render: (seo) => seo.metaTitle },
    { key: 'titleLength', header: 'Title length', orderBy: 'metaTitleLength', render: (seo) => seo.metaTitle.length },
    lastEditedColumn(),
  ],
  searchHint: 'Slug, title, description, keywords...',
  slugOf: (seo) => seo.pageSlug,
  sitePathOf: (seo) => sitePath(seo.pageSlug),
  emptyValues: () => Object.fromEntries(fields.map((field) => [field.name, ''])),
  toValues: (seo) => ({
    pageSlug: seo.pageSlug,
    metaTitle: seo.metaTitle,
    metaDescription: seo.metaDescription,
    metaKeywords: seo.metaKeywords,
    canonicalUrl: seo.canonicalUrl ?? '',
    structuredData: jsonText(storedForm(seo.structuredData)),
    ogTitle: seo.ogTitle ?? '',
    ogDescription: seo.ogDescription ?? '',
    ogImage: seo.ogImage ?? '',
    twitterTitle: seo.twitterTitle ?? '',
    twitterDescription: seo.twitterDescription ?? '',
    twitterImage: seo.twitterImage ?? '',
  }),
  Preview: SeoPreview,
};

/** The GraphQL input for the form's values; empty optional texts clear the field. */
export function seoMetaInput(values: FormValues) {
  return {
    metaTitle: textOf(values, 'metaTitle'),
    metaDescription: textOf(values, 'metaDescription'),
    metaKeywords: textOf(values, 'metaKeywords'),
    canonicalUrl: textOf(values, 'canonicalUrl'),
    structuredData: structuredDataInput(jsonOf(structuredDataField, values)),
    ogTitle: textOf(values, 'ogTitle'),
    ogDescription: textOf(values, 'ogDescription'),
    ogImage: textOf(values, 'ogImage'),
    twitterTitle: textOf(values, 'twitterTitle'),
    twitterDescription: textOf(values, 'twitterDescription'),
    twitterImage: textOf(values, 'twitterImage'),
  };
}
