/**
 * The admin side of a kind made from a definition on the server: its table, form and calls, made
 * from the metadata the server sends (`recordKinds`), so a kind defined there is listed and edited
 * here without code of its own. Its GraphQL documents are written from the same metadata (kindDocuments.ts).
 */
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Stack, Text } from '@chakra-ui/react';
import { InlineText } from '../../shared/ui/InlineText.tsx';
import { DashboardStatsQuery } from '../overview/documents.ts';
import { lastEditedColumn, StateBadge } from '../records/cells.tsx';
import { flagOf, jsonOf, jsonText, textOf, type FieldKind, type FieldSpec, type FormValues } from '../records/form.ts';
import type { Column, ListRequest, RecordApi, RecordKind } from '../records/kind.ts';
import { sitePath } from '../records/sitePath.ts';
import { storedForm } from '../records/typedContent.ts';
import { contentShapeOf } from './contentShapes.ts';
import { documentsOf, singletonDocumentsOf, type FieldInfo, type KindInfo } from './kindDocuments.ts';
import { layouts } from './layouts.ts';

/** A record of a defined kind as the admin reads it. */
export type DefinedRow = { id: number; version: number; updatedAt: unknown; updatedBy?: string | null } & Record<string, unknown>;

const formKinds: Record<string, FieldKind> = {
  text: 'text',
  textarea: 'textarea',
  integer: 'integer',
  select: 'select',
  switch: 'switch',
  datetime: 'datetime',
  url: 'text',
  httpUrl: 'url',
  links: 'json-array',
  icon: 'icon',
  phrases: 'json-array',
  content: 'json-object',
};

export function specOf(field: FieldInfo): FieldSpec {
  const marks = field.marks ? ' Inline marks: [label](/path or https://…), **strong**, `code`.' : '';
  const links = field.input === 'links' ? ' As JSON: [{"label": "…", "url": "https://…"}].' : '';
  return {
    name: field.name,
    label: field.label,
    kind: formKinds[field.input] ?? 'text',
    required: field.required,
    isSlug: field.isKey,
    options: field.options,
    onLabel: field.onLabel ?? undefined,
    hint: `${field.hint ?? field.description}${marks}${links}`,
    ...(field.input === 'phrases' ? { editor: 'features' as const } : {}),
    ...(field.input === 'content' ? contentSpec(field) : {}),
  };
}

/** A content field's editor, the shape its value is checked against, and whether an empty box means none. */
function contentSpec(field: FieldInfo): Partial<FieldSpec> {
  const shape = contentShapeOf(field.shape);
  return { editor: shape.editor, shape: shape.schema, nullable: field.nullable };
}

/** A time from the API as a `datetime-local` input reads it (the browser's own time zone). */
function localDateTime(value: unknown): string {
  if (typeof value !== 'string' || value === '') return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (number: number) => String(number).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A record's value as the form holds it. */
export function formValue(field: FieldInfo, value: unknown): string | boolean {
  if (field.input === 'switch') return value === true;
  if (field.input === 'datetime') return localDateTime(value);
  if (field.input === 'links' || field.input === 'phrases') return jsonText(value ?? []);
  // Edited in the stored form the site reads; one with none yet edits an empty one, as a new record does, unless none is a value.
  if (field.input === 'content') return jsonText(storedForm(value) ?? (field.nullable ? null : {}));
  return value === null || value === undefined ? '' : String(value);
}

/** What a new record's form starts with. */
function emptyValue(info: KindInfo, field: FieldInfo): string | boolean {
  if (field.input === 'switch') return field.initial === null ? field.name === info.status?.filter : field.initial === 'true';
  if (field.initial !== null) return field.initial;
  if (field.input === 'select') return field.options[0] ?? '';
  if (field.input === 'links' || field.input === 'phrases') return '[]';
  if (field.input === 'content') return field.nullable ? '' : '{}';
  return '';
}

/** The GraphQL input for the form's values (the key only on create: it cannot change). */
export function inputOf(info: KindInfo, values: FormValues, { withKey }: { withKey: boolean }): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const field of info.fields) {
    if (field.isKey && !withKey) continue;
    const text = textOf(values, field.name);
    if (field.input === 'switch') input[field.name] = flagOf(values, field.name);
    else if (field.input === 'integer') input[field.name] = text.trim() === '' ? null : Number(text);
    else if (field.input === 'select' && field.numeric) input[field.name] = Number(text);
    else if (field.input === 'datetime') input[field.name] = text === '' ? null : new Date(text).toISOString();
    else if (field.input === 'links' || field.input === 'phrases') input[field.name] = jsonOf(specOf(field), values);
    else if (field.input === 'content') input[field.name] = contentShapeOf(field.shape).toInput(jsonOf(specOf(field), values));
    else input[field.name] = text;
  }
  return input;
}

function column(info: KindInfo, { key, field: name, header, length, orderBy }: KindInfo['tableColumns'][number]): Column<DefinedRow> | null {
  const field = info.fields.find((candidate) => candidate.name === name);
  if (!field) return null;
  const order = orderBy ?? undefined;
  if (length) return { key, header, orderBy: order, render: (row) => String(row[name] ?? '').length };
  if (field.input === 'switch') {
    const labels = info.status?.filter === name ? info.status : { on: 'Yes', off: 'No' };
    return { key, header, orderBy: order, render: (row) => <StateBadge on={row[name] === true} onLabel={labels.on} offLabel={labels.off} /> };
  }
  return { key, header, orderBy: order, render: (row) => String(row[name] ?? '') };
}

/** The preview beside the form: the fields with inline marks as the site shows them. */
function marksPreview(info: KindInfo) {
  const marked = info.fields.filter((field) => field.marks);
  if (marked.length === 0) return undefined;
  return function MarksPreview({ values }: { values: FormValues }) {
    return (
      <Stack gap="3" aria-label="Preview">
        <Text fontWeight="semibold">Preview</Text>
        {marked.map((field) => (
          <Stack key={field.name} gap="1">
            <Text fontSize="sm" color="fg.muted">
              {field.label}
            </Text>
            <Text>
              <InlineText text={textOf(values, field.name)} />
            </Text>
          </Stack>
        ))}
      </Stack>
    );
  };
}

export function recordKindOf(info: KindInfo): RecordKind<DefinedRow> {
  const noun = info.noun;
  const capitalised = `${noun.charAt(0).toUpperCase()}${noun.slice(1)}`;
  const keyOf = (row: DefinedRow) => info.singletonKey ?? String(row[info.keyField] ?? '');
  return {
    noun,
    recordType: info.recordType,
    messages: {
      created: `${capitalised} created successfully`,
      updated: `${capitalised} updated successfully`,
      deleted: `${capitalised} deleted successfully`,
      saveFailed: `Failed to save ${noun}`,
      confirmDelete: `Are you sure you want to delete this ${noun}?`,
    },
    fields: info.fields.map(specOf),
    columns: [...info.tableColumns.flatMap((shown) => column(info, shown) ?? []), lastEditedColumn()],
    slugOf: keyOf,
    sitePathOf: (row) => {
      if (!info.sitePath) return undefined;
      const value = String(row[info.sitePath.field] ?? '');
      const path = info.sitePath.kind === 'path' ? value : sitePath(value);
      return path ? `${path}${info.sitePath.suffix}` : undefined;
    },
    searchHint: info.searchHint ?? '',
    statusFilter: info.status
      ? {
          label: info.status.label,
          options: [
            { value: info.status.on.toLowerCase(), label: info.status.on, on: true },
            { value: info.status.off.toLowerCase(), label: info.status.off, on: false },
          ],
        }
      : undefined,
    emptyValues: () => Object.fromEntries(info.fields.map((field) => [field.name, emptyValue(info, field)])),
    toValues: (row) => Object.fromEntries(info.fields.map((field) => [field.name, formValue(field, row[field.name])])),
    Preview: info.layout ? layouts[info.layout].Preview : marksPreview(info),
    offerRedirect: info.offerRedirect,
  };
}

/** The calls of a listed kind, for the page of the list asked for. */
export function useDefinedApi(info: KindInfo, { status, ...request }: ListRequest): RecordApi<DefinedRow> {
  const client = useApolloClient();
  const { list, get, create, update, remove } = documentsOf(info);
  const [listName = ''] = info.operations;
  const variables: Record<string, unknown> = { offset: request.offset, orderBy: request.orderBy, orderDirection: request.orderDirection };
  if (info.searchHint) variables.search = request.search;
  if (info.status) variables.status = status;
  const { data, previousData, loading, error } = useQuery<Record<string, { totalCount: number; nodes: DefinedRow[] }>>(list, { variables });
  const shown = (data ?? previousData)?.[listName];
  const refetch = { refetchQueries: [list, DashboardStatsQuery], awaitRefetchQueries: true };
  const [createRecord] = useMutation(create, refetch);
  const [updateRecord] = useMutation(update, refetch);
  const [removeRecord] = useMutation(remove, refetch);
  return {
    records: shown?.nodes,
    totalCount: shown?.totalCount ?? 0,
    loading,
    error,
    create: async (values) => {
      await createRecord({ variables: { input: inputOf(info, values, { withKey: true }) } });
    },
    update: async (key, values, version) => {
      await updateRecord({ variables: { key, input: { ...inputOf(info, values, { withKey: false }), version } } });
    },
    remove: async (key) => {
      await removeRecord({ variables: { key } });
    },
    fetchCurrent: async (key) => {
      const result = await client.query<Record<string, DefinedRow | null>>({ query: get, variables: { key }, fetchPolicy: 'network-only' });
      const record = result.data?.[info.operations[1] ?? ''];
      if (!record) throw new Error(`The ${info.noun} "${key}" no longer exists: someone has deleted it.`);
      return record;
    },
  };
}

/** The calls of a kind of one record: read it, update it. */
export function useSingletonApi(info: KindInfo): RecordApi<DefinedRow> & { record: DefinedRow | undefined } {
  const client = useApolloClient();
  const [getName = ''] = info.operations;
  const { get, update } = singletonDocumentsOf(info);
  const { data, loading, error } = useQuery<Record<string, DefinedRow>>(get);
  const [updateRecord] = useMutation(update, { refetchQueries: [get], awaitRefetchQueries: true });
  const record = data?.[getName];
  return {
    record,
    records: record ? [record] : undefined,
    totalCount: record ? 1 : 0,
    loading,
    error,
    create: async () => {
      throw new Error(`There is one ${info.noun} record: it is edited, never created.`);
    },
    update: async (_key, values, version) => {
      await updateRecord({ variables: { input: { ...inputOf(info, values, { withKey: false }), version } } });
    },
    remove: async () => {
      throw new Error(`There is one ${info.noun} record: it cannot be deleted.`);
    },
    fetchCurrent: async () => {
      const result = await client.query<Record<string, DefinedRow>>({ query: get, fetchPolicy: 'network-only' });
      const current = result.data?.[getName];
      if (!current) throw new Error(`The ${info.noun} could not be read.`);
      return current;
    },
  };
}
