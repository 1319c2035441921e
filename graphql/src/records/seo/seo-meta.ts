/**
 * SEO meta records: the head of one public page (its title, description and keywords, canonical link,
 * Open Graph and Twitter tags, and structured data in place of what the site makes). Each names its
 * page by the page's slug; visitors read one only while its page is public (publicSeoMeta).
 */
// Its GraphQL types are made from the definition, which the ORM and the seed read too: whoever opens
// the database (the launcher, the admin command, a test) needs the decorators' polyfill first.
import 'reflect-metadata';
import { structuredDataSchema } from '#catalogue/content.ts';
import { publicLookup } from '../../api/public-records.ts';
import { httpUrl, slug } from '../../api/validation.ts';
import { defineRecordKind, keyText, optionalLink, text, typedContent, type DefinedRecord, type RecordOf } from '../definition.ts';

export const seoMetaKind = defineRecordKind({
  name: 'SeoMeta',
  recordType: 'seoMeta',
  tableName: 'seo_meta',
  label: 'SEO meta',
  messageLabel: 'SEO meta record',
  article: 'an',
  description: 'An SEO meta record: the head of one public page (title, description, canonical link, social tags, JSON-LD).',
  rest: '/api/admin/seo',
  key: 'pageSlug',
  keyName: 'slug',
  titleField: 'metaTitle',
  shownOnSite: true,
  fields: {
    pageSlug: keyText({
      label: 'Page slug',
      description: "The page's slug: its canonical path without the leading slash ('home' for /). Lowercase letters, digits and hyphens.",
      maxLength: 100,
      rule: slug,
      hint: 'The path without its leading slash, e.g. terms; home for /.',
    }),
    // Its table was made before the definition, without a default for the title.
    metaTitle: text({ label: 'Meta title', description: 'The <title> of the page.', maxLength: 200, required: true, columnDefault: false }),
    metaDescription: text({ label: 'Meta description', description: 'The meta description.', maxLength: 500, multiline: true }),
    metaKeywords: text({ label: 'Meta keywords', description: 'Comma-separated keywords.', maxLength: 500, hint: 'Comma-separated.' }),
    canonicalUrl: optionalLink({
      label: 'Canonical URL',
      description: 'Absolute canonical URL (http or https).',
      maxLength: 2000,
      rule: httpUrl(),
      absolute: true,
    }),
    structuredData: typedContent({
      label: 'Structured data',
      description: 'The structured data (JSON-LD) of the page, in place of what the site makes from the records; null: what the site makes.',
      shape: structuredDataSchema,
      absent: 'null',
      hint: 'Replaces the structured data the site makes, e.g. {"type": "ContactPage", "name": "Contact us"}; written as JSON-LD. Empty: what the site makes.',
    }),
    ogTitle: text({ label: 'Open Graph title', description: 'Open Graph title.', maxLength: 200, nullable: true }),
    ogDescription: text({ label: 'Open Graph description', description: 'Open Graph description.', maxLength: 500, nullable: true, multiline: true }),
    ogImage: optionalLink({ label: 'Open Graph image URL', description: 'Open Graph image URL.', maxLength: 2000, rule: httpUrl(), absolute: true }),
    twitterTitle: text({ label: 'Twitter title', description: 'Twitter card title.', maxLength: 200, nullable: true }),
    twitterDescription: text({ label: 'Twitter description', description: 'Twitter card description.', maxLength: 500, nullable: true, multiline: true }),
    twitterImage: optionalLink({ label: 'Twitter image URL', description: 'Twitter card image URL.', maxLength: 2000, rule: httpUrl(), absolute: true }),
  },
  defaultOrder: { pageSlug: 'asc' },
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
  publicRead: {
    query: 'publicSeoMeta',
    typeName: 'PublicSeoMeta',
    typeDescription: 'The SEO meta record of a public page, as anyone may read it (see publicSeoMeta).',
    description:
      "The SEO meta record of a public page (published, and for a calculator's page its calculator record active); null with a NOT_FOUND error otherwise. Public: no sign-in needed.",
    // The site's one rule for what is public: the page must be shown (public-records.ts).
    find: (ctx, { key }): Promise<DefinedRecord> => publicLookup(ctx, 'seoMeta', { slug: key }),
  },
  admin: {
    noun: 'SEO meta',
    heading: 'SEO meta',
    columns: ['pageSlug', 'metaTitle', { key: 'titleLength', field: 'metaTitle', header: 'Title length', measure: 'length', orderBy: 'metaTitleLength' }],
    searchHint: 'Slug, title, description, keywords...',
    sitePath: { field: 'pageSlug', kind: 'slug' },
    layout: 'seo',
    tab: { id: 'seo', label: 'SEO Meta', order: 2 },
  },
});

/** The entity, for the ORM and the site's reads. */
export const SeoMeta = seoMetaKind.entity;
/** An SEO meta record as the ORM holds it. */
export type SeoMeta = RecordOf<typeof seoMetaKind>;
