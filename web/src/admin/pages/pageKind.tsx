import type { AdminPagesQuery, PageType } from '../../graphql/generated/graphql.ts';
import { lastEditedColumn, StateBadge } from '../records/cells.tsx';
import { flagOf, jsonOf, jsonText, textOf, type FieldSpec, type FormValues } from '../records/form.ts';
import type { RecordKind } from '../records/kind.ts';
import { publicRule, sitePath } from '../records/sitePath.ts';
import { pageContentInput, storedForm } from '../records/typedContent.ts';
import { pageContentSchema } from '../../catalogue/content.ts';

export type PageRecord = AdminPagesQuery['pages']['nodes'][number];

export const pageTypes = ['home', 'category', 'calculator', 'page'] as const;

const contentField: FieldSpec = { name: 'content', label: 'Page content', kind: 'json-object', editor: 'pageContent', shape: pageContentSchema };

const fields: readonly FieldSpec[] = [
  { name: 'pageSlug', label: 'Page slug', kind: 'text', required: true, isSlug: true, hint: 'The path without its leading slash, e.g. terms; home for /.' },
  { name: 'pageType', label: 'Page type', kind: 'select', options: pageTypes },
  { name: 'title', label: 'Title', kind: 'text', required: true },
  { name: 'description', label: 'Description', kind: 'textarea' },
  contentField,
  { name: 'isPublished', label: 'Published', kind: 'switch', onLabel: 'Published', hint: publicRule },
];

export const pageKind: RecordKind<PageRecord> = {
  noun: 'page',
  offerRedirect: true,
  recordType: 'page',
  messages: {
    created: 'Page created successfully',
    updated: 'Page updated successfully',
    deleted: 'Page deleted successfully',
    saveFailed: 'Failed to save page',
    confirmDelete: 'Are you sure you want to delete this page?',
  },
  fields,
  columns: [
    { key: 'pageSlug', header: 'Slug', render: (page) => page.pageSlug },
    { key: 'title', header: 'Title', render: (page) => page.title },
    { key: 'pageType', header: 'Type', render: (page) => page.pageType },
    {
      key: 'isPublished',
      header: 'Status',
      render: (page) => <StateBadge on={page.isPublished} onLabel="Published" offLabel="Draft" />,
    },
    lastEditedColumn(),
  ],
  statusFilter: {
    label: 'Status',
    options: [
      { value: 'published', label: 'Published', on: true },
      { value: 'draft', label: 'Drafts', on: false },
    ],
  },
  searchHint: 'Slug or title...',
  slugOf: (page) => page.pageSlug,
  sitePathOf: (page) => sitePath(page.pageSlug),
  emptyValues: () => ({ pageSlug: '', pageType: 'page', title: '', description: '', content: '{}', isPublished: false }),
  toValues: (page) => ({
    pageSlug: page.pageSlug,
    pageType: page.pageType,
    title: page.title,
    description: page.description,
    content: jsonText(storedForm(page.content)),
    isPublished: page.isPublished,
  }),
};

/** The GraphQL input for the form's values; the slug only on create (it cannot change). */
export function pageInput(values: FormValues) {
  return {
    // The select offers only the enum's values.
    pageType: textOf(values, 'pageType') as PageType,
    title: textOf(values, 'title'),
    description: textOf(values, 'description'),
    content: pageContentInput(jsonOf(contentField, values)),
    isPublished: flagOf(values, 'isPublished'),
  };
}
