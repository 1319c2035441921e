/**
 * The API's types for the records' structured fields (a page's content, a calculator's How it works,
 * an SEO record's structured data), made from the one valibot schema each field is validated with
 * (`#catalogue/content.ts`): GraphQL object, union, enum and input types here, and the JSON Schemas
 * of the OpenAPI document. A rule changed there is a type changed on both doors.
 *
 * A schema's title names its type; its description documents it. Each shape maps as follows:
 * - an object is an object type `Name` and an input type `NameInput`;
 * - a variant (the content blocks, told apart by `type`) is a union `Name` whose members carry their
 *   `type` as the enum `NameType`; GraphQL has no input unions, so its input is the oneOf input
 *   `NameInput` with one field per member, named by the member's `type` (`{ paragraph: { text } }`);
 *   the server turns it into the stored form (`{ type: 'paragraph', text }`) before validating it;
 * - a picklist is an enum `Name`; an optional entry is a nullable field.
 */
import { toJsonSchema, type ConversionConfig } from '@valibot/to-json-schema';
import { isInputObjectType, isUnionType, type GraphQLSchema } from 'graphql';
import { createUnionType, Field, InputType, ObjectType, registerEnumType, type ClassType } from 'type-graphql';
import * as v from 'valibot';
import { badInput } from './errors.ts';
import type { JsonSchema } from './validation.ts';

type Schema = v.GenericSchema;

/** The parts of a valibot schema this walk reads: its kind, and what it wraps or holds. */
interface SchemaNode {
  type: string;
  entries?: Record<string, SchemaNode>;
  item?: SchemaNode;
  wrapped?: SchemaNode;
  options?: readonly (SchemaNode | string)[];
  key?: string;
  literal?: unknown;
}

const node = (schema: Schema | SchemaNode) => schema as unknown as SchemaNode;
const asSchema = (schema: SchemaNode) => schema as unknown as Schema;

function titleOf(schema: SchemaNode): string {
  const title = v.getTitle(asSchema(schema));
  if (!title) throw new Error(`A structured shape of type ${schema.type} has no title (v.title) to name its API type.`);
  return title;
}

const descriptionOf = (schema: SchemaNode): string | undefined => v.getDescription(asSchema(schema));

/** A GraphQL type as type-graphql takes it: a class, an enum object, a union, a scalar, or a list of one. */
type TypeRef = object;

interface FieldType {
  type: TypeRef;
  nullable: boolean;
}

const outputs = new Map<SchemaNode, TypeRef>();
const inputs = new Map<SchemaNode, TypeRef>();
const names = new Map<string, SchemaNode>();
/** The input types that take exactly one of their fields (marked `@oneOf` once the schema is built). */
const oneOfInputs = new Set<string>();
/** Each union's member type names by the value of its discriminator (`paragraph` -> `ParagraphBlock`). */
const unionMembers = new Map<string, { key: string; names: Map<string, string> }>();

/** A name given to one shape only: two shapes with one title would make two types with one name. */
function claim(name: string, schema: SchemaNode): string {
  const holder = names.get(name);
  if (holder && holder !== schema) throw new Error(`Two structured shapes are titled ${name}.`);
  names.set(name, schema);
  return name;
}

function namedClass(name: string): ClassType {
  return { [name]: class {} }[name] as ClassType;
}

function enumFor(schema: SchemaNode, name = titleOf(schema), values = schema.options as readonly string[]): TypeRef {
  const cached = outputs.get(schema);
  if (cached) return cached;
  const enumObject = Object.fromEntries(values.map((value) => [value, value]));
  registerEnumType(enumObject, { name: claim(name, schema), description: descriptionOf(schema) });
  outputs.set(schema, enumObject);
  return enumObject;
}

/** The enum of a variant's `type`, its members' discriminator. */
const discriminators = new Map<SchemaNode, TypeRef>();

function variantMembers(schema: SchemaNode): SchemaNode[] {
  return (schema.options ?? []).map((option) => node(option as SchemaNode));
}

function discriminatorFor(variant: SchemaNode): TypeRef {
  let enumObject = discriminators.get(variant);
  if (!enumObject) {
    const key = variant.key!;
    const values = variantMembers(variant).map((member) => String(member.entries![key]!.literal));
    enumObject = Object.fromEntries(values.map((value) => [value, value]));
    registerEnumType(enumObject, { name: claim(`${titleOf(variant)}Type`, variant), description: `The kinds of ${titleOf(variant)}.` });
    discriminators.set(variant, enumObject);
  }
  return enumObject;
}

function objectFor(schema: SchemaNode, discriminator?: { key: string; type: TypeRef; description: string }): TypeRef {
  const cached = outputs.get(schema);
  if (cached) return cached;
  const name = claim(titleOf(schema), schema);
  const target = namedClass(name);
  outputs.set(schema, target);
  for (const [key, entry] of Object.entries(schema.entries ?? {})) {
    if (key === discriminator?.key) {
      Field(() => discriminator.type, { description: discriminator.description })(target.prototype, key);
      continue;
    }
    const field = fieldType(entry, 'output');
    Field(() => field.type, { nullable: field.nullable, description: fieldDescription(entry) })(target.prototype, key);
  }
  ObjectType(name, { simpleResolvers: true, description: descriptionOf(schema) })(target);
  return target;
}

function unionFor(schema: SchemaNode): TypeRef {
  const cached = outputs.get(schema);
  if (cached) return cached;
  const key = schema.key!;
  const discriminator = { key, type: discriminatorFor(schema), description: `What kind of ${titleOf(schema)} it is (as its __typename also says).` };
  const members = variantMembers(schema);
  refuseConflictingFields(schema, members);
  const memberTypes = members.map((member) => objectFor(member, discriminator) as ClassType);
  const name = claim(titleOf(schema), schema);
  unionMembers.set(name, { key, names: new Map(members.map((member) => [String(member.entries![key]!.literal), titleOf(member)])) });
  const union = createUnionType({
    name,
    description: descriptionOf(schema),
    types: () => memberTypes as [ClassType, ...ClassType[]],
    // Replaced once the schema is built (finishContentTypes): the member is named by the discriminator.
    resolveType: (value: object) => unionMembers.get(name)!.names.get(String((value as Record<string, unknown>)[key])),
  });
  outputs.set(schema, union);
  return union;
}

/**
 * A union's members may share a field name only with one kind of value: a query selecting it on two
 * members gets one response shape, so a text list and an object list under one name would make every
 * client alias one of them (GraphQL's overlapping-fields rule).
 */
function refuseConflictingFields(variant: SchemaNode, members: SchemaNode[]): void {
  const shapeOf = (schema: SchemaNode): string => {
    if (schema.type === 'optional') return `${shapeOf(schema.wrapped!)}?`;
    if (schema.type === 'array') return `[${shapeOf(schema.item!)}]`;
    if (schema.type === 'strict_object' || schema.type === 'variant') return 'object';
    if (schema.type === 'picklist') return `enum ${titleOf(schema)}`;
    return schema.type;
  };
  const seen = new Map<string, string>();
  for (const member of members) {
    for (const [key, entry] of Object.entries(member.entries ?? {})) {
      if (key === variant.key) continue;
      const shape = shapeOf(entry);
      const earlier = seen.get(key);
      if (earlier !== undefined && earlier !== shape) {
        throw new Error(`The members of ${titleOf(variant)} give the field ${key} two kinds of value (${earlier}, ${shape}): name one of them otherwise.`);
      }
      seen.set(key, shape);
    }
  }
}

function inputObjectFor(schema: SchemaNode, discriminatorKey?: string): TypeRef {
  const cached = inputs.get(schema);
  if (cached) return cached;
  const name = claim(`${titleOf(schema)}Input`, schema);
  const target = namedClass(name);
  inputs.set(schema, target);
  for (const [key, entry] of Object.entries(schema.entries ?? {})) {
    if (key === discriminatorKey) continue;
    const field = fieldType(entry, 'input');
    Field(() => field.type, { nullable: field.nullable, description: fieldDescription(entry) })(target.prototype, key);
  }
  InputType(name, { description: descriptionOf(schema) })(target);
  return target;
}

function oneOfInputFor(schema: SchemaNode): TypeRef {
  const cached = inputs.get(schema);
  if (cached) return cached;
  const title = titleOf(schema);
  const name = claim(`${title}Input`, schema);
  const target = namedClass(name);
  inputs.set(schema, target);
  const key = schema.key!;
  for (const member of variantMembers(schema)) {
    const memberInput = inputObjectFor(member, key);
    Field(() => memberInput, { nullable: true, description: descriptionOf(member) })(target.prototype, String(member.entries![key]!.literal));
  }
  InputType(name, {
    description: `${descriptionOf(schema) ?? title} Give exactly one field, named by the ${key} it has: GraphQL has no input unions, so this is a oneOf input.`,
  })(target);
  oneOfInputs.add(name);
  return target;
}

/** A field's own description, or else its type's (an optional field's description may be on what it wraps). */
function fieldDescription(schema: SchemaNode): string | undefined {
  return descriptionOf(schema) ?? (schema.wrapped ? descriptionOf(schema.wrapped) : undefined);
}

function fieldType(schema: SchemaNode, direction: 'output' | 'input'): FieldType {
  if (schema.type === 'optional') return { type: fieldType(schema.wrapped!, direction).type, nullable: true };
  switch (schema.type) {
    case 'string':
      return { type: String, nullable: false };
    case 'boolean':
      return { type: Boolean, nullable: false };
    case 'picklist':
      return { type: enumFor(schema), nullable: false };
    case 'array': {
      const item = fieldType(schema.item!, direction);
      if (item.nullable) throw new Error('A list of optional items has no API type.');
      return { type: [item.type], nullable: false };
    }
    case 'strict_object':
      return { type: direction === 'output' ? objectFor(schema) : inputObjectFor(schema), nullable: false };
    case 'variant':
      return { type: direction === 'output' ? unionFor(schema) : oneOfInputFor(schema), nullable: false };
    default:
      throw new Error(`A structured shape of type ${schema.type} has no API type yet (content-types.ts).`);
  }
}

/** The GraphQL object type (or union) of a structured shape. */
export function outputTypeOf(schema: Schema): TypeRef {
  return fieldType(node(schema), 'output').type;
}

/** The GraphQL input type of a structured shape. */
export function inputTypeOf(schema: Schema): TypeRef {
  return fieldType(node(schema), 'input').type;
}

/**
 * What type-graphql cannot declare, set on the built schema: the oneOf inputs are marked as such
 * (graphql-js reads `isOneOf`), and each union names its member straight from the discriminator.
 * type-graphql wraps a union's resolveType in an async function, so every block would cost a promise,
 * and the compiled queries (compiled-execution.ts) answered such a union with an error.
 */
export function finishContentTypes(schema: GraphQLSchema): void {
  for (const name of oneOfInputs) {
    const type = schema.getType(name);
    if (isInputObjectType(type)) type.isOneOf = true;
  }
  for (const [name, { key, names }] of unionMembers) {
    const type = schema.getType(name);
    if (isUnionType(type)) type.resolveType = (value) => names.get(String((value as Record<string, unknown>)[key]));
  }
}

/**
 * A structured input as GraphQL delivered it, in the stored form the validation reads: every oneOf
 * input becomes its member with its `type` (`{ paragraph: { text } }` -> `{ type: 'paragraph', text }`),
 * and a field sent as null is left out, as it would be when omitted.
 */
export function storedForm(schema: Schema, value: unknown, field: string): unknown {
  return stored(node(schema), value, field, []);
}

function stored(schema: SchemaNode, value: unknown, field: string, path: (string | number)[]): unknown {
  if (value === null || value === undefined) return undefined;
  if (schema.type === 'optional') return stored(schema.wrapped!, value, field, path);
  if (schema.type === 'array') return Array.isArray(value) ? value.map((item, index) => stored(schema.item!, item, field, [...path, index])) : value;
  if (typeof value !== 'object' || Array.isArray(value)) return value;
  const given = value as Record<string, unknown>;
  if (schema.type === 'variant') {
    const key = schema.key!;
    const members = variantMembers(schema);
    const chosen = Object.keys(given).filter((name) => given[name] !== null && given[name] !== undefined);
    const member = chosen.length === 1 ? members.find((option) => String(option.entries![key]!.literal) === chosen[0]) : undefined;
    if (!member) {
      const where = path.length > 0 ? `${path.join('.')}: ` : '';
      const choices = members.map((option) => String(option.entries![key]!.literal)).join(', ');
      throw badInput({ [field]: `${where}must name exactly one ${key} of: ${choices}` });
    }
    const fields = stored(member, given[chosen[0]!], field, path) as Record<string, unknown>;
    return { [key]: chosen[0], ...fields };
  }
  if (schema.type === 'strict_object') {
    const result: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(given)) {
      const entry = schema.entries?.[key];
      const converted = entry ? stored(entry, item, field, [...path, key]) : item;
      if (converted !== undefined) result[key] = converted;
    }
    return result;
  }
  return value;
}

/** A record's input as GraphQL delivered it, its structured fields (those whose rule has a shape) in their stored form. */
export function storedInput(rules: Record<string, { shape?: Schema }>, input: object): Record<string, unknown> {
  const result: Record<string, unknown> = { ...input };
  for (const [field, rule] of Object.entries(rules)) {
    // Null stays null: the rule reads it as 'nothing'.
    if (rule.shape && result[field] !== null && result[field] !== undefined) result[field] = storedForm(rule.shape, result[field], field);
  }
  return result;
}

const jsonSchemaConfig = {
  target: 'draft-2020-12',
  // Surrounding spaces are trimmed before the length is checked; the documents give the length alone.
  ignoreActions: ['trim'],
  overrideRef: ({ referenceId }) => `#/components/schemas/${referenceId}`,
} satisfies ConversionConfig;

/** Every titled shape a schema holds, by title: each becomes a schema of its own in the OpenAPI document. */
function namedShapes(schema: SchemaNode, found: Record<string, Schema> = {}): Record<string, Schema> {
  const title = v.getTitle(asSchema(schema));
  if (title) {
    if (found[title] === asSchema(schema)) return found;
    found[title] = asSchema(schema);
  }
  for (const inner of [...Object.values(schema.entries ?? {}), schema.item, schema.wrapped, ...(schema.options ?? [])]) {
    if (inner && typeof inner === 'object') namedShapes(inner, found);
  }
  return found;
}

/**
 * The JSON Schema of a structured shape for the OpenAPI document: a reference to the shape's own
 * schema, which `jsonSchemaComponents` supplies with every shape it uses.
 */
export function jsonSchemaOf(schema: Schema): { schema: JsonSchema; components: Record<string, JsonSchema> } {
  const definitions = namedShapes(node(schema));
  const { $schema: _dialect, $defs: _definitions, ...reference } = toJsonSchema(schema, { ...jsonSchemaConfig, definitions }) as JsonSchema;
  const components = Object.fromEntries(
    Object.entries(definitions).map(([name, shape]) => {
      const own = { ...definitions };
      delete own[name];
      const { $schema: _ownDialect, $defs: _ownDefinitions, ...converted } = toJsonSchema(shape, { ...jsonSchemaConfig, definitions: own }) as JsonSchema;
      return [name, converted];
    }),
  );
  return { schema: reference, components };
}
