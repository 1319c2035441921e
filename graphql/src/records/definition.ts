/**
 * One definition per record kind. A kind declares its fields (type, constraints, description, who
 * may read them, how the admin edits them), its key, default order, filters and list columns; from
 * that one object come its entity (MikroORM's `defineEntity`), its service (validation, history,
 * trash, the saving transaction: api/records.ts), its GraphQL object, input, list arguments and
 * connection, its REST routes and OpenAPI schemas, its place in history and trash, the site's read of
 * it, and the admin's table and form (sent to the admin as metadata: admin-metadata.graphql.ts).
 *
 * The field builders here (`text`, `flag`, `choice`, `typedContent`, …) each carry everything a field
 * needs on every side, so a new field is one line in its kind's definition. ARCHITECTURE.md shows the
 * steps. Each builder also carries the TypeScript type of the value a record holds, so a kind's records
 * are typed from its definition (`RecordOf`).
 */
import { defineEntity, p, type EntityClass, type Opt } from '@mikro-orm/core';
import type { GraphQLScalarType } from 'graphql';
import { Int as IntType, type ClassType } from 'type-graphql';
import type { GenericSchema } from 'valibot';
import { inputTypeOf, outputTypeOf } from '../api/content-types.ts';
import type { RequestContext } from '../api/context.ts';
import type { ListFilter, OrderTerm } from '../api/list-filters.ts';
import type { Connection, PageWindow } from '../api/paging.ts';
import { recordService, type Versioned } from '../api/records.ts';
import { DateTimeScalar } from '../api/scalars.ts';
import {
  booleanValue,
  integerChoice,
  nullableDateTime,
  nullableText,
  oneOf,
  textList,
  optionalText,
  requiredText,
  sortOrder,
  structured,
  type FieldRule,
} from '../api/validation.ts';
import type { Em } from '../db/orm.ts';
import { liveRecordsFilter, siteContentTrigger } from '../db/site-content.entity.ts';
import { recordColumns } from './record-columns.ts';

/** How the admin's form edits a field (web/src/admin/records/form.ts names the same inputs). */
export const adminInputs = ['text', 'textarea', 'integer', 'select', 'switch', 'datetime', 'links', 'url', 'httpUrl', 'icon', 'phrases', 'content'] as const;
export type AdminInput = (typeof adminInputs)[number];

/** The forms the admin draws beside the generic one, by name (web/src/admin/defined/layouts.tsx). */
export const adminLayouts = ['seo'] as const;
export type AdminLayout = (typeof adminLayouts)[number];

/**
 * A column of the admin's table: a field by its name, or a field under its own header, or what is
 * measured of it (`length`: its text's length) with the list's order of that name.
 */
export type AdminColumn = string | { field: string; header?: string; measure?: 'length'; orderBy?: string; key?: string };

/** How a record's place on the site is read from a field: the path itself, or a page slug. */
export const sitePathKinds = ['path', 'slug'] as const;
export type SitePathKind = (typeof sitePathKinds)[number];

/** A GraphQL type as type-graphql takes it: a scalar, a class, an enum object, or a list of one. */
type GraphqlType = GraphQLScalarType | ClassType | object | [GraphQLScalarType | ClassType | object];

/**
 * A field of a kind; `Value` is what a record holds in it (a type only: nothing carries it at run
 * time), `Opt<…>` where its column has a default, so a new record may leave it out.
 */
export interface FieldDefinition<Value = unknown> {
  /** Never set: it carries the type of the field's value, for `RecordOf`. */
  readonly valueType?: Value;
  /** What the admin's form and table call it. */
  label: string;
  /** What the API's documentation says of it (GraphQL and OpenAPI). */
  description: string;
  /** Whether visitors see it (the site reads it); false keeps it to administrators. */
  public: boolean;
  /** The one validation both doors and the admin's messages use; its JSON Schema is OpenAPI's. */
  rule: FieldRule<unknown>;
  /** The column: a MikroORM property builder, made afresh for the entity that uses it. */
  column: () => unknown;
  graphql: {
    output: () => GraphqlType;
    input: () => GraphqlType;
    nullable: boolean;
    /** What the API answers for the stored value, when not the value itself. */
    answer?: (stored: unknown) => unknown;
  };
  admin: {
    /** Every builder names one; a field made without one cannot be in a kind with an admin block (defineRecordKind refuses it). */
    input?: AdminInput;
    required?: boolean;
    hint?: string;
    options?: readonly string[];
    /** For a switch: what its on state means. */
    onLabel?: string;
    /** The text may carry the inline marks the site renders (links, strong, code). */
    marks?: boolean;
    /** For a field of objects: the GraphQL selection of its parts, e.g. 'label url'. */
    selection?: string;
    /** For typed content: its GraphQL type, by whose name the admin picks its editor and the parts it reads. */
    shape?: () => GraphqlType;
    /** For typed content: an empty one is kept as null (no value), not as an empty object. */
    nullable?: boolean;
    /** What a new record's form starts with, as the form holds it ('true', '1', 'Calculator'). */
    initial?: string;
  };
}

interface Common {
  label: string;
  description: string;
  /** Visitors see it (the default); false keeps it to administrators. */
  public?: boolean;
  hint?: string;
}

interface TextOptions extends Common {
  maxLength: number;
  required?: boolean;
  long?: boolean;
  /** Edited in several lines though its column is short (`long` implies it). */
  multiline?: boolean;
  marks?: boolean;
  /** Empty text is kept as null, and the API answers null for it. */
  nullable?: boolean;
  /** false: the column has no default (a table made before its kind had a definition may have none). */
  columnDefault?: boolean;
  rule?: FieldRule<string | null>;
}

/**
 * Text: `maxLength` characters at most; `required` refuses empty text; `long` keeps it in a text
 * column; `nullable` keeps empty text as null.
 */
export function text<const O extends TextOptions>(
  options: O,
): FieldDefinition<O['nullable'] extends true ? string | null : O['columnDefault'] extends false ? string : Opt<string>> {
  const { maxLength, required = false, long = false, nullable = false, columnDefault = true } = options;
  const marks = options.marks ? ' It may carry inline marks: [label](/path or https://…), **strong** and `code`.' : '';
  const column = () => {
    const base = long ? p.text() : p.string().length(maxLength);
    if (nullable) return base.nullable();
    return columnDefault ? base.default('') : base;
  };
  return {
    label: options.label,
    description: `${options.description}${marks}`,
    public: options.public ?? true,
    rule: options.rule ?? (required ? requiredText(maxLength) : nullable ? nullableText(maxLength) : optionalText(maxLength)),
    column,
    graphql: { output: () => String, input: () => String, nullable },
    admin: { input: long || options.multiline ? 'textarea' : 'text', required, hint: options.hint, marks: options.marks },
  };
}

/** Text that may be absent (null), checked by `rule`: a path or a link, say; `absolute` when `rule` takes only http(s) addresses. */
export function optionalLink(options: Common & { maxLength: number; rule: FieldRule<string | null>; absolute?: boolean }): FieldDefinition<string | null> {
  return {
    label: options.label,
    description: options.description,
    public: options.public ?? true,
    rule: options.rule,
    column: () => p.string().length(options.maxLength).nullable(),
    graphql: { output: () => String, input: () => String, nullable: true },
    admin: { input: options.absolute ? 'httpUrl' : 'url', hint: options.hint },
  };
}

/** A key or a path: text that `rule` checks and normalises, required. */
export function keyText(options: Common & { maxLength: number; rule: FieldRule<string> }): FieldDefinition<string> {
  return {
    label: options.label,
    description: options.description,
    public: options.public ?? true,
    rule: options.rule,
    column: () => p.string().length(options.maxLength),
    graphql: { output: () => String, input: () => String, nullable: false },
    admin: { input: 'text', required: true, hint: options.hint },
  };
}

/** On or off, `initial` when not sent; `index` gives its column an index (a flag lists are often filtered by). */
export function flag(options: Common & { initial: boolean; onLabel: string; index?: boolean }): FieldDefinition<Opt<boolean>> {
  return {
    label: options.label,
    description: options.description,
    public: options.public ?? true,
    rule: booleanValue(options.initial),
    column: () => (options.index ? p.boolean().default(options.initial).index() : p.boolean().default(options.initial)),
    graphql: { output: () => Boolean, input: () => Boolean, nullable: false },
    admin: { input: 'switch', onLabel: options.onLabel, hint: options.hint, initial: String(options.initial) },
  };
}

/**
 * One of a closed list of words: a GraphQL enum (`graphqlEnum`, registered once where the list is
 * declared). Its column is as wide as the longest word, or `maxLength` (a table made wider before);
 * `columnDefault` gives the column `initial` as its default (a table made with one).
 */
export function choice<const T extends string, const O extends { columnDefault?: boolean } = object>(
  options: Common & O & { values: readonly T[]; initial?: T; graphqlEnum?: object; maxLength?: number; picker?: 'icon' },
): FieldDefinition<O['columnDefault'] extends true ? Opt<T> : T> {
  const width = options.maxLength ?? Math.max(...options.values.map((value) => value.length));
  return {
    label: options.label,
    description: options.description,
    public: options.public ?? true,
    rule: oneOf(options.values, options.initial),
    column: () => (options.columnDefault && options.initial ? p.string().length(width).default(options.initial) : p.string().length(width)),
    graphql: { output: () => options.graphqlEnum ?? String, input: () => options.graphqlEnum ?? String, nullable: false },
    admin: { input: options.picker ?? 'select', options: options.values, hint: options.hint, initial: options.initial },
  };
}

/** One of a few whole numbers (an HTTP status, say). */
export function numberChoice<const T extends number>(options: Common & { values: readonly T[]; initial: T }): FieldDefinition<Opt<T>> {
  return {
    label: options.label,
    description: options.description,
    public: options.public ?? true,
    rule: integerChoice(options.values, options.initial),
    column: () => p.smallint().default(options.initial),
    graphql: { output: () => IntType, input: () => IntType, nullable: false },
    admin: { input: 'select', options: options.values.map(String), hint: options.hint, initial: String(options.initial) },
  };
}

/** A position in a list: a whole number from 1, 1 when not sent. */
export function position(options: Common): FieldDefinition<Opt<number>> {
  return {
    label: options.label,
    description: options.description,
    public: options.public ?? true,
    rule: sortOrder,
    column: () => p.integer().default(1),
    graphql: { output: () => IntType, input: () => IntType, nullable: false },
    admin: { input: 'integer', hint: options.hint, initial: '1' },
  };
}

/** A list of short texts, in order (feature phrases, say): at most `maxItems` of `maxLength` characters, none when not sent. */
export function phrases(options: Common & { maxItems: number; maxLength: number }): FieldDefinition<string[]> {
  return {
    label: options.label,
    description: options.description,
    public: options.public ?? true,
    rule: textList(options.maxItems, options.maxLength),
    column: () => p.json<string[]>(),
    graphql: { output: () => [String], input: () => [String], nullable: false },
    admin: { input: 'phrases', hint: options.hint },
  };
}

/** A moment in time, or none. */
export function moment(options: Common): FieldDefinition<Date | null> {
  return {
    label: options.label,
    description: options.description,
    public: options.public ?? true,
    rule: nullableDateTime,
    column: () => p.datetime().nullable(),
    graphql: { output: () => DateTimeScalar, input: () => DateTimeScalar, nullable: true },
    admin: { input: 'datetime', hint: options.hint },
  };
}

/** A list of structured items stored as JSON, typed on both doors by `output`/`input` and `rule`'s JSON Schema. */
export function itemList(
  options: Common & { rule: FieldRule<unknown>; output: () => ClassType; input: () => ClassType; selection: string },
): FieldDefinition<unknown[]> {
  return {
    label: options.label,
    description: options.description,
    public: options.public ?? true,
    rule: options.rule,
    column: () => p.json<unknown[]>(),
    graphql: { output: () => [options.output()], input: () => [options.input()], nullable: false },
    admin: { input: 'links', hint: options.hint, selection: options.selection },
  };
}

/**
 * Typed content stored as JSON: its shape (a valibot schema, web/src/catalogue/content.ts) is its
 * validation, its OpenAPI schema and its GraphQL object and input types (api/content-types.ts). When
 * `absent` is 'null' an empty object is kept as null, and the API answers null for it; when 'empty',
 * as {}; `answerEmpty: 'null'` keeps it as {} but answers null for it, where the shape's required parts
 * could not show an empty object. The admin edits it with the editor of its GraphQL type's name.
 */
export function typedContent<const Absent extends 'empty' | 'null'>(
  options: Common & { shape: GenericSchema; absent: Absent; answerEmpty?: 'null' },
): FieldDefinition<Absent extends 'null' ? Opt<Record<string, unknown>> | null : Record<string, unknown>> {
  const nullable = options.absent === 'null';
  const answer =
    options.answerEmpty === 'null' ? (stored: unknown) => (stored && typeof stored === 'object' && Object.keys(stored).length > 0 ? stored : null) : undefined;
  // Made now, as the kind's module loads: type-graphql must know every type before it builds the schema.
  const output = outputTypeOf(options.shape);
  const input = inputTypeOf(options.shape);
  return {
    label: options.label,
    description: options.description,
    public: options.public ?? true,
    rule: structured(options.shape, options.absent),
    column: () => (nullable ? p.json<Record<string, unknown>>().nullable() : p.json<Record<string, unknown>>()),
    graphql: { output: () => output, input: () => input, nullable: nullable || answer !== undefined, answer },
    admin: { input: 'content', hint: options.hint, shape: () => output, nullable },
  };
}

/** The GraphQL operations and REST address of a kind. */
export interface KindNames {
  /** e.g. 'redirects', 'redirect', 'createRedirect', 'updateRedirect', 'deleteRedirect'. */
  list: string;
  get: string;
  create: string;
  update: string;
  remove: string;
}

/**
 * A public read of one record by its key, for visitors (no sign-in): its own object type carrying
 * only the fields marked public, and a query answering it or null with NOT_FOUND. Which records a
 * visitor may read is the kind's own rule, so `find` decides it.
 */
export interface PublicRead {
  /** The query, e.g. 'publicSeoMeta'. */
  query: string;
  /** Its object type, e.g. 'PublicSeoMeta'. */
  typeName: string;
  typeDescription: string;
  description: string;
  /** The query takes the record's id as well as its key (give one of them). */
  byId?: boolean;
  /** The record visitors may read under the key or id given; it throws NOT_FOUND for one they may not, as for a missing one. */
  find: (ctx: RequestContext, lookup: { key: string | null; id: number | null }) => Promise<DefinedRecord>;
  /** A public list of the records, with its own filters (each an argument of the query). */
  list?: {
    query: string;
    /** Its connection type, e.g. 'PublicPageConnection', and what it calls its items. */
    connection: string;
    items: string;
    description: string;
    filters: Readonly<Record<string, { type: () => GraphqlType; description: string }>>;
    /** The page of records visitors may read, with the filters as sent. */
    find: (ctx: RequestContext, filters: Record<string, unknown>, window: PageWindow) => Promise<Connection<DefinedRecord>>;
  };
}

export interface RecordDefinition<Fields extends Readonly<Record<string, FieldDefinition>> = Readonly<Record<string, FieldDefinition>>> {
  /** The GraphQL type and entity name, e.g. 'Redirect'. */
  name: string;
  /** The name history, trash and the audit log use, e.g. 'redirect'. */
  recordType: string;
  tableName: string;
  /** How descriptions name one record: 'redirect'. */
  label: string;
  /** What the API's documentation says of the kind; 'A <label> record.' when not given. */
  description?: string;
  /** How the service's messages name one record ('No … with the slug …'), when not `label`. */
  messageLabel?: string;
  /** The article before `label` in messages, when its first letter misleads ('an SEO meta record'). */
  article?: 'a' | 'an';
  /** The REST adapter's address for the kind's records, e.g. '/api/admin/redirects'. */
  rest: string;
  /** The field that names a record (its key in URLs and history); `keyName` is what messages call it. */
  key: keyof Fields & string;
  keyName?: string;
  /** The rule a key must pass to be looked up; the key field's own rule is used when not given. */
  keyRule?: FieldRule<string>;
  /** The field that names a record to an editor (in the trash). */
  titleField: keyof Fields & string;
  fields: Fields;
  /**
   * Fields worked out from a record rather than stored (a calculator's URL inputs, say): on the
   * public type when `public` is not false, answered by `resolve` from the record alone.
   */
  computed?: Readonly<
    Record<string, { type: () => GraphqlType; nullable: boolean; description: string; public?: boolean; resolve: (record: Record<string, unknown>) => unknown }>
  >;
  /** Indexes over several columns, for the lists the site and the admin ask for most. */
  indexes?: readonly { properties: readonly (keyof Fields & string)[] }[];
  /** The default order of lists: its last property must be unique, so the order is total. */
  defaultOrder: Readonly<Record<string, 'asc' | 'desc'>>;
  filters: Readonly<Record<string, ListFilter>>;
  orders: Readonly<Record<string, OrderTerm>>;
  /** One record of the kind, never more: read and updated, never created or deleted through the API. */
  singleton?: { key: string; get: string; update: string };
  /** The operation names; made from the name when not given. */
  names?: KindNames;
  /** Whether the site shows the kind: its writes then move the content version (site-content.ts). */
  shownOnSite: boolean;
  /** A read for visitors, beside the administrators' operations. */
  publicRead?: PublicRead;
  /** The boolean field whose turning on or off is a publish or unpublish event (webhooks); admin.status's filter when not given. */
  publishFlag?: keyof Fields & string;
  /** Rules across fields or records, checked when a record is saved (records.ts). */
  checkSave?: (em: Em, record: Readonly<Record<string, unknown>>) => Promise<Record<string, string> | null>;
  /**
   * How the admin lists and edits it, sent to the admin (recordKinds). Absent: the admin has no tab
   * for it, and recordKinds leaves it out.
   */
  admin?: {
    /** One record, in lower case: 'redirect'. */
    noun: string;
    /** The tab's heading and name: 'Redirects'. */
    heading: string;
    /** The fields the table shows, in order (the key first is usual). */
    columns: readonly AdminColumn[];
    /** What the list's search filter looks in, as its placeholder says it. */
    searchHint?: string;
    /** A boolean filter offered as the list's status choice, with the words for on and off. */
    status?: { filter: string; label: string; on: string; off: string };
    /** Where a record shows on the site: the public page of this field's value (a path or a calculator slug), then `suffix`. */
    sitePath?: { field: string; kind: SitePathKind; suffix?: string };
    /** Once a record went to the trash, offer to redirect the address it showed at. */
    offerRedirect?: boolean;
    /** The form's extras the admin draws beside it (the SEO previews), by name. */
    layout?: AdminLayout;
    /**
     * The dashboard's tab: its id in the URL (the record type when not given), its label (the
     * heading) and its place among the kinds' tabs (those with one first, in that order).
     */
    tab?: { id?: string; label?: string; order?: number };
  };
}

/** A record of a defined kind as the ORM holds it. */
export type DefinedRecord = Versioned & { id: number; createdAt: Date; updatedAt: Date; updatedBy: string | null } & Record<string, unknown>;

/** The record a kind's fields make: each field's value, and what every record has (recordColumns). */
export type RecordFields<Fields> = { -readonly [Name in keyof Fields]: Fields[Name] extends FieldDefinition<infer Value> ? Value : never } & {
  id: Opt<number>;
  version: Opt<number>;
  createdAt: Opt<Date>;
  updatedAt: Opt<Date>;
  updatedBy: string | null;
  deletedAt: Date | null;
};

/** A kind made from its definition: what every side of the product uses. */
export interface DefinedKind<Entity extends object = DefinedRecord> {
  definition: RecordDefinition;
  names: KindNames;
  entity: EntityClass<Entity>;
  service: ReturnType<typeof recordService<DefinedRecord, string>>;
}

/** The record type of a kind, e.g. `RecordOf<typeof seoMetaKind>`. */
export type RecordOf<Kind> = Kind extends DefinedKind<infer Entity> ? Entity : never;

/** The article and label messages use for one record: 'a redirect record', 'an SEO meta record'. */
export const recordPhrase = (definition: RecordDefinition): string =>
  `${definition.article ?? (/^[aeiou]/i.test(definition.label) ? 'an' : 'a')} ${definition.label} record`;

const lowerFirst = (word: string) => `${word.charAt(0).toLowerCase()}${word.slice(1)}`;
const plural = (word: string) => (/y$/.test(word) ? `${word.slice(0, -1)}ies` : `${word}s`);

/** Builds a kind from its definition: the entity and the service here; the doors read `definition` (see the module comment). */
export function defineRecordKind<const Fields extends Readonly<Record<string, FieldDefinition>>>(
  definition: RecordDefinition<Fields>,
): DefinedKind<RecordFields<Fields>> {
  const names = definition.names ?? {
    list: lowerFirst(plural(definition.name)),
    get: lowerFirst(definition.name),
    create: `create${definition.name}`,
    update: `update${definition.name}`,
    remove: `delete${definition.name}`,
  };
  if (definition.admin) {
    const unedited = Object.entries(definition.fields).find(([, field]) => !field.admin.input);
    if (unedited) throw new Error(`The kind ${definition.name}'s field ${unedited[0]} has no admin input: give it one, or leave out the definition's admin.`);
  }
  const properties: Record<string, unknown> = { id: p.integer().primary() };
  for (const [name, field] of Object.entries(definition.fields)) {
    const column = field.column() as { unique: () => unknown };
    properties[name] = name === definition.key ? column.unique() : column;
  }
  const schema = defineEntity({
    name: definition.name,
    tableName: definition.tableName,
    ...(definition.indexes ? { indexes: definition.indexes.map((index) => ({ properties: [...index.properties] as never[] })) } : {}),
    ...(definition.shownOnSite ? { triggers: [siteContentTrigger] } : {}),
    filters: liveRecordsFilter,
    properties: { ...(properties as Record<string, never>), ...recordColumns() },
  });
  const entity = class extends schema.class {};
  Object.defineProperty(entity, 'name', { value: definition.name });
  schema.setClass(entity);
  const keyField = definition.fields[definition.key];
  if (!keyField) throw new Error(`The kind ${definition.name} names ${definition.key} as its key, but has no such field.`);
  const service = recordService<DefinedRecord, string>({
    entity: entity as unknown as EntityClass<DefinedRecord>,
    label: definition.messageLabel ?? definition.label,
    auditType: definition.recordType,
    slugField: definition.key,
    titleField: definition.titleField,
    rules: Object.fromEntries(Object.entries(definition.fields).map(([name, field]) => [name, field.rule])),
    orderBy: definition.defaultOrder as never,
    list: { typeName: definition.name, filters: definition.filters, orders: definition.orders },
    key: { rule: definition.keyRule ?? (keyField.rule as FieldRule<string>), name: definition.keyName ?? 'key' },
    checkSave: definition.checkSave,
  });
  return {
    definition: definition as unknown as RecordDefinition,
    names,
    entity: entity as unknown as EntityClass<RecordFields<Fields>>,
    service,
  };
}

/** The fields visitors may see, for the site's read of a kind. */
export const publicFields = (definition: RecordDefinition): string[] =>
  Object.entries(definition.fields)
    .filter(([, field]) => field.public)
    .map(([name]) => name);
