import type { ComponentType, ReactNode } from 'react';
import type { RecordType } from '../../graphql/generated/graphql.ts';
import type { FieldSpec, FormValues } from './form.ts';

export interface Column<R> {
  key: string;
  header: string;
  /** What the column sorts by. */
  sortValue: (record: R) => string | number;
  render: (record: R) => ReactNode;
}

/** Everything the generic records tab needs to know about one record type. */
export interface RecordKind<R extends { id: number; version: number }> {
  /** 'page', 'SEO meta', 'calculator': used in headings and labels. */
  noun: string;
  /** The API's name for the record type in history and trash: page, seoMeta or calculator. */
  recordType: RecordType;
  /** The notices and confirmation of spec section 8. */
  messages: {
    created: string;
    updated: string;
    deleted: string;
    saveFailed: string;
    confirmDelete: string;
  };
  fields: readonly FieldSpec[];
  columns: readonly Column<R>[];
  slugOf: (record: R) => string;
  /** Where the record shows on the site, for 'View on site'; undefined when it shows nowhere. */
  sitePathOf: (record: R) => string | undefined;
  /** The text the table filter searches. */
  searchText: (record: R) => string;
  emptyValues: () => FormValues;
  toValues: (record: R) => FormValues;
  /** Shown beside the form, e.g. the SEO previews. */
  Preview?: ComponentType<{ values: FormValues }>;
}

/** The record type's calls; every mutation refetches its list and the overview counts. */
export interface RecordApi<R> {
  records: readonly R[] | undefined;
  loading: boolean;
  error: Error | undefined;
  create: (values: FormValues) => Promise<void>;
  update: (slug: string, values: FormValues, version: number) => Promise<void>;
  remove: (slug: string) => Promise<void>;
  /** The record as the server has it now (for the conflict dialog). */
  fetchCurrent: (slug: string) => Promise<R>;
}
