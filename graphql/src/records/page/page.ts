/**
 * Page content records: the editable content of one public page (its title, description and body).
 * Visitors read one only while its page is public (publishedPage, publishedPages).
 */
// Its GraphQL types are made from the definition, which the ORM and the seed read too: whoever opens
// the database (the launcher, the admin command, a test) needs the decorators' polyfill first.
import 'reflect-metadata';
import { pageContentSchema } from '#catalogue/content.ts';
import type { Connection } from '../../api/paging.ts';
import { publicLookup, publicPages } from '../../api/public-records.ts';
import { DateTimeScalar } from '../../api/scalars.ts';
import { slug } from '../../api/validation.ts';
import { choice, defineRecordKind, flag, keyText, text, typedContent, type DefinedRecord, type RecordOf } from '../definition.ts';
import { pageTypes, PageTypeEnum, type PageType } from './page-type.ts';
import { publicRule } from '../public-rule.ts';

export const pageKind = defineRecordKind({
  name: 'Page',
  recordType: 'page',
  tableName: 'page',
  label: 'page',
  description: 'A page content record: the editable content of one public page.',
  rest: '/api/admin/content/pages',
  key: 'pageSlug',
  keyName: 'slug',
  titleField: 'title',
  shownOnSite: true,
  publishFlag: 'isPublished',
  fields: {
    pageSlug: keyText({
      label: 'Page slug',
      description: "Unique key: the page's canonical path without its leading slash ('home' for /). Lowercase letters, digits and hyphens.",
      maxLength: 100,
      rule: slug,
      hint: 'The path without its leading slash, e.g. terms; home for /.',
    }),
    // Its column was made wider than the longest type.
    pageType: choice({
      label: 'Page type',
      description: 'What kind of page it is.',
      values: pageTypes,
      initial: 'page',
      graphqlEnum: PageTypeEnum,
      maxLength: 20,
    }),
    // Its table was made before the definition, without a default for the title.
    title: text({ label: 'Title', description: 'Page title.', maxLength: 200, required: true, columnDefault: false }),
    description: text({ label: 'Description', description: 'Short description of the page.', maxLength: 5000, long: true }),
    content: typedContent({
      label: 'Page content',
      description: 'The body of the page: blocks under its introduction, then titled sections.',
      shape: pageContentSchema,
      absent: 'empty',
    }),
    isPublished: flag({
      label: 'Published',
      description: "Whether visitors may see it (drafts are hidden); a calculator's page is public only while its calculator record is active too.",
      initial: false,
      onLabel: 'Published',
      index: true,
      public: false,
      hint: publicRule,
    }),
  },
  defaultOrder: { pageSlug: 'asc' },
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
  publicRead: {
    query: 'publishedPage',
    typeName: 'PublicPage',
    typeDescription: 'A page record as anyone may read it, only while its page is public (see publishedPages).',
    description: 'One page record of a public page, by pageSlug or by id (give one); null with a NOT_FOUND error otherwise. Public: no sign-in needed.',
    byId: true,
    // The site's one rule for what is public: the page must be shown (public-records.ts).
    find: (ctx, { key, id }): Promise<DefinedRecord> => publicLookup(ctx, 'page', { slug: key, id }),
    list: {
      query: 'publishedPages',
      connection: 'PublicPageConnection',
      items: 'public page records',
      description:
        "The page records of the public pages (published, and for a calculator's page its calculator record active), optionally of one page type, ordered by pageSlug: a page of at most `first` (see PageInfo). Public: no sign-in needed.",
      filters: {
        pageType: { type: () => PageTypeEnum, description: 'Only this page type; all when omitted.' },
        updatedSince: { type: () => DateTimeScalar, description: 'Only records changed at or after this time.' },
      },
      find: (ctx, filters, window): Promise<Connection<DefinedRecord>> =>
        publicPages(ctx, filters as { pageType?: PageType | null; updatedSince?: Date | null }, window),
    },
  },
  admin: {
    noun: 'page',
    heading: 'Pages',
    columns: [{ field: 'pageSlug', header: 'Slug' }, 'title', { field: 'pageType', header: 'Type' }, { field: 'isPublished', header: 'Status' }],
    searchHint: 'Slug or title...',
    status: { filter: 'isPublished', label: 'Status', on: 'Published', off: 'Draft' },
    sitePath: { field: 'pageSlug', kind: 'slug' },
    offerRedirect: true,
    tab: { id: 'pages', order: 1 },
  },
});

/** The entity, for the ORM and the site's reads. */
export const Page = pageKind.entity;
/** A page record as the ORM holds it. */
export type Page = RecordOf<typeof pageKind>;
