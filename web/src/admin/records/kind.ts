import type { ComponentType, ReactNode } from 'react';
import type { RecordType } from '../../graphql/generated/graphql.ts';
import type { FieldSpec, FormValues } from './form.ts';

export interface Column<R> {
  /** The field it shows; sorting by it asks the server for the order of this name. */
  key: string;
  header: string;
  /** The server's order for this column, when it is not `key`. */
  orderBy?: string;
  render: (record: R) => ReactNode;
}

/** A list's on/off filter (published, active): its values in the URL and the server's filter argument. */
export interface StatusFilter {
  label: string;
  options: readonly { value: string; label: string; on: boolean }[];
}

/** Everything the generic records tab needs to know about one record type. */
export interface RecordKind<R extends { id: number; version: number }> {
  /** 'page', 'SEO meta', 'calculator': used in headings and labels. */
  noun: string;
  /** The API's name for the record type in history and trash: page, seoMeta or calculator. */
  recordType: RecordType;
  /** The notices and confirmation the spec gives each record kind. */
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
  /** What the list's filter searches, as its placeholder says it. */
  searchHint: string;
  /** The list's on/off filter, if it has one. */
  statusFilter?: StatusFilter;
  emptyValues: () => FormValues;
  toValues: (record: R) => FormValues;
  /** Shown beside the form, e.g. the SEO previews. */
  Preview?: ComponentType<{ values: FormValues }>;
  /** Once a record went to the trash, offer a redirect from the address it showed at. */
  offerRedirect?: boolean;
}

/** Rows per page of a list. */
export const pageSize = 50;

/** What a list asks the server for: one page, filtered and sorted there (every list pages on the server). */
export interface ListRequest {
  first: number;
  offset: number;
  search?: string;
  /** The status filter's choice: on, off, or both when undefined. */
  status?: boolean;
  orderBy?: string;
  orderDirection?: 'asc' | 'desc';
}

/** The record type's calls; every mutation refetches its list and the overview counts. */
export interface RecordApi<R> {
  /** The page asked for, and how many records match in all. */
  records: readonly R[] | undefined;
  totalCount: number;
  loading: boolean;
  error: Error | undefined;
  create: (values: FormValues) => Promise<void>;
  update: (slug: string, values: FormValues, version: number) => Promise<void>;
  remove: (slug: string) => Promise<void>;
  /** The record as the server has it now (for the conflict dialog). */
  fetchCurrent: (slug: string) => Promise<R>;
}
