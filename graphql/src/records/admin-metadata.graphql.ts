/**
 * The admin's view of the defined kinds (definition.ts): for each, its operations, fields, list
 * columns, filters and where a record shows on the site, so the admin draws its table and form from
 * the same definition the server uses, and a kind added on the server appears in the admin.
 */
import { Ctx, Field, ObjectType, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../api/context.ts';
import { AdminFieldInputEnum, AdminLayoutEnum, recordTypeEnum, SitePathKindEnum } from '../api/enums.ts';
import { DatabaseCost } from '../api/limits.ts';
import { requireAdmin } from '../api/records.ts';
import type { AdminColumn, AdminInput, AdminLayout, DefinedKind, RecordDefinition, SitePathKind } from './definition.ts';
import { definedKinds } from './kinds.ts';

@ObjectType('RecordFieldInfo', { simpleResolvers: true, description: 'One field of a record kind, as the admin edits it.' })
class RecordFieldInfo {
  @Field(() => String, { description: "The field's API name." })
  name!: string;

  @Field(() => String, { description: 'What the form and the table call it.' })
  label!: string;

  @Field(() => String, { description: 'What the API documentation says of it.' })
  description!: string;

  @Field(() => AdminFieldInputEnum, { description: 'How the form edits it.' })
  input!: AdminInput;

  @Field(() => Boolean, { description: 'Whether a record must have it (on create).' })
  required!: boolean;

  @Field(() => Boolean, { description: 'The record’s key: typed on create, locked after.' })
  isKey!: boolean;

  @Field(() => Boolean, { description: 'Whether visitors see it.' })
  isPublic!: boolean;

  @Field(() => Boolean, { description: 'Whether its text may carry the inline marks the site renders.' })
  marks!: boolean;

  @Field(() => String, { nullable: true, description: 'Help shown under the field, if any.' })
  hint!: string | null;

  @Field(() => [String], { description: 'For select: the values offered.' })
  options!: string[];

  @Field(() => String, { nullable: true, description: 'For a switch: what its on state means.' })
  onLabel!: string | null;

  @Field(() => String, { nullable: true, description: 'For a field of objects: the GraphQL selection of its parts.' })
  selection!: string | null;

  @Field(() => Boolean, { description: 'For select: whether the values are numbers on the wire.' })
  numeric!: boolean;

  @Field(() => String, { nullable: true, description: "For content: its GraphQL type's name, by which the admin picks its editor and the parts it reads." })
  shape!: string | null;

  @Field(() => Boolean, { description: 'For content: an empty one is no value (null) rather than an empty object.' })
  nullable!: boolean;

  @Field(() => String, {
    nullable: true,
    description: "What a new record's form starts with, as text ('true' for a switch on); the input's own empty value when null.",
  })
  initial!: string | null;
}

@ObjectType('RecordColumnInfo', { simpleResolvers: true, description: "A column of the admin's table of a kind." })
class RecordColumnInfo {
  @Field(() => String, { description: 'What names the column (a sort in the URL), unique in the table.' })
  key!: string;

  @Field(() => String, { description: 'The field it shows.' })
  field!: string;

  @Field(() => String, { description: 'Its header.' })
  header!: string;

  @Field(() => Boolean, { description: "It shows the length of the field's text rather than the text." })
  length!: boolean;

  @Field(() => String, { nullable: true, description: 'The order of the list it sorts by, if it sorts.' })
  orderBy!: string | null;
}

@ObjectType('RecordStatusFilterInfo', { simpleResolvers: true, description: 'A boolean filter a list offers as its status choice.' })
class RecordStatusFilterInfo {
  @Field(() => String, { description: 'The boolean filter it sets.' })
  filter!: string;

  @Field(() => String, { description: 'What the choice is called.' })
  label!: string;

  @Field(() => String, { description: 'The word for true, e.g. Published.' })
  on!: string;

  @Field(() => String, { description: 'The word for false, e.g. Draft.' })
  off!: string;
}

@ObjectType('RecordSitePathInfo', { simpleResolvers: true, description: 'Where a record shows on the site.' })
class RecordSitePathInfo {
  @Field(() => String, { description: 'The field whose value names the page.' })
  field!: string;

  @Field(() => SitePathKindEnum, { description: 'path: the value is the path; slug: the value is a page slug.' })
  kind!: SitePathKind;

  @Field(() => String, { description: 'What follows the path, e.g. #faqs.' })
  suffix!: string;
}

@ObjectType('RecordKindInfo', { simpleResolvers: true, description: 'A record kind made from a definition, as the admin lists and edits it.' })
class RecordKindInfo {
  @Field(() => String, { description: 'The GraphQL type, e.g. Redirect.' })
  name!: string;

  @Field(() => recordTypeEnum(), { description: 'The name history, trash and the audit log take.' })
  recordType!: string;

  @Field(() => String, { description: 'One record, in lower case, e.g. redirect.' })
  noun!: string;

  @Field(() => String, { description: "The admin tab's heading, e.g. Redirects." })
  heading!: string;

  @Field(() => String, { description: 'The field that names a record (its key).' })
  keyField!: string;

  @Field(() => Boolean, { description: 'One record only: read and updated, never listed, created or deleted.' })
  singleton!: boolean;

  @Field(() => String, { nullable: true, description: 'For a kind of one record: its key, as history takes it.' })
  singletonKey!: string | null;

  @Field(() => [String], { description: 'list, get, create, update, delete operation names (get and update only for one record).' })
  operations!: string[];

  @Field(() => [RecordFieldInfo], { description: 'Its fields, in the order the form shows them.' })
  fields!: RecordFieldInfo[];

  @Field(() => [String], {
    description: 'The fields the table shows, in order.',
    deprecationReason: 'Use tableColumns: a column may show a measure of its field, under a header of its own.',
  })
  columns!: string[];

  @Field(() => [RecordColumnInfo], { description: 'The columns the table shows, in order.' })
  tableColumns!: RecordColumnInfo[];

  @Field(() => [String], { description: 'The orders the list takes (the names its orderBy takes).' })
  orders!: string[];

  @Field(() => String, { nullable: true, description: "What the list's search looks in, as its placeholder says." })
  searchHint!: string | null;

  @Field(() => RecordStatusFilterInfo, { nullable: true, description: 'The boolean filter the list offers as its status choice, if any.' })
  status!: RecordStatusFilterInfo | null;

  @Field(() => RecordSitePathInfo, { nullable: true, description: 'Where a record shows on the site, if it does.' })
  sitePath!: RecordSitePathInfo | null;

  @Field(() => Boolean, { description: 'Once a record went to the trash, the admin offers to redirect the address it showed at.' })
  offerRedirect!: boolean;

  @Field(() => AdminLayoutEnum, { nullable: true, description: 'The extras the admin draws beside the form, if any.' })
  layout!: AdminLayout | null;
  @Field(() => String, { description: "The dashboard tab's id in the URL." })
  tab!: string;

  @Field(() => String, { description: "The dashboard tab's label." })
  tabLabel!: string;
}

function columnOf(definition: RecordDefinition, column: AdminColumn): RecordColumnInfo {
  const { field, header, measure, orderBy, key } = typeof column === 'string' ? { field: column } : column;
  const label = definition.fields[field]?.label;
  if (!label) throw new Error(`The kind ${definition.name}'s admin shows a column of ${field}, which it has no field of.`);
  const ordered = orderBy ?? (field in definition.orders && !measure ? field : undefined);
  return { key: key ?? field, field, header: header ?? label, length: measure === 'length', orderBy: ordered ?? null };
}

function infoOf({ definition, names }: DefinedKind, admin: NonNullable<RecordDefinition['admin']>): RecordKindInfo {
  const singleton = definition.singleton;
  return {
    name: definition.name,
    recordType: definition.recordType,
    noun: admin.noun,
    heading: admin.heading,
    keyField: definition.key,
    singleton: Boolean(singleton),
    singletonKey: singleton?.key ?? null,
    operations: singleton ? [singleton.get, singleton.update] : [names.list, names.get, names.create, names.update, names.remove],
    fields: Object.entries(definition.fields)
      .filter(([name]) => !(singleton && name === definition.key))
      .map(([name, field]) => ({
        name,
        label: field.label,
        description: field.description,
        // defineRecordKind refuses a kind with an admin whose field has no input.
        input: field.admin.input ?? 'text',
        required: field.admin.required ?? false,
        isKey: name === definition.key,
        isPublic: field.public,
        marks: field.admin.marks ?? false,
        hint: field.admin.hint ?? null,
        options: [...(field.admin.options ?? [])],
        onLabel: field.admin.onLabel ?? null,
        selection: field.admin.selection ?? null,
        numeric: field.admin.input === 'select' && (field.admin.options ?? []).every((option) => /^\d+$/.test(option)),
        shape: field.admin.shape ? (field.admin.shape() as { name: string }).name : null,
        nullable: field.admin.nullable ?? false,
        initial: field.admin.initial ?? null,
      })),
    columns: admin.columns.map((column) => columnOf(definition, column).field),
    tableColumns: admin.columns.map((column) => columnOf(definition, column)),
    orders: Object.keys(definition.orders),
    searchHint: admin.searchHint ?? null,
    status: admin.status ?? null,
    sitePath: admin.sitePath ? { suffix: '', ...admin.sitePath } : null,
    offerRedirect: admin.offerRedirect ?? false,
    layout: admin.layout ?? null,
    tab: admin.tab?.id ?? definition.recordType,
    tabLabel: admin.tab?.label ?? admin.heading,
  };
}

@Resolver()
export class AdminMetadataResolver {
  @DatabaseCost(0)
  @Query(() => [RecordKindInfo], {
    description: 'The record kinds made from definitions whose admin is made from them too, as the admin lists and edits them. Requires sign-in.',
  })
  recordKinds(@Ctx() ctx: RequestContext): RecordKindInfo[] {
    requireAdmin(ctx);
    // A kind without admin metadata has no tab.
    const placed = (kind: DefinedKind) => kind.definition.admin?.tab?.order ?? Number.POSITIVE_INFINITY;
    // sort is stable: the kinds without a place keep the order they are defined in.
    return [...definedKinds()].sort((a, b) => placed(a) - placed(b)).flatMap((kind) => (kind.definition.admin ? [infoOf(kind, kind.definition.admin)] : []));
  }
}
