/**
 * A defined kind's GraphQL side, made from its definition (definition.ts): its object type (the
 * fields with their descriptions, and the fields every record has), its input type, and its
 * operations: a list with its connection, filters and orders, a lookup, create, update and delete
 * (api/crud-resolver.ts), or, for a kind of one record, a read and an update; and, for a kind read by
 * visitors, its public object type and query (the definition's `publicRead`).
 */
import { Arg, Args, ArgsType, Ctx, Field, FieldResolver, InputType, Int, Mutation, ObjectType, Query, Resolver, Root, type ClassType } from 'type-graphql';
import { connectionType, PagingArgs } from '../api/connection-types.ts';
import type { RequestContext } from '../api/context.ts';
import { crudResolver } from '../api/crud-resolver.ts';
import { DatabaseCost } from '../api/limits.ts';
import { pageWindow } from '../api/paging.ts';
import { PublicRecordFields, withAdminFields } from '../api/record-fields.ts';
import { recordPhrase, type DefinedKind, type DefinedRecord, type FieldDefinition } from './definition.ts';

const made = new WeakMap<DefinedKind, ClassType[]>();
const typesMade = new WeakMap<DefinedKind, KindTypes>();

interface KindTypes {
  objectType: ClassType;
  inputType: ClassType;
  publicType: ClassType | null;
}

/** The fields every record has, for the defined kinds' object types; only its subclasses are in the schema. */
@ObjectType({ simpleResolvers: true })
class DefinedRecordFields extends PublicRecordFields {}

/** What the schema says of a field: its description, and that only administrators read it when they alone do. */
const describedFor = (field: { description: string; public: boolean }) => (field.public ? field.description : `${field.description} Administrators only.`);

/** Declares a kind's fields on an object type's class; a field whose answer is not its stored value gets a field resolver instead (answerResolver). */
function outputFields(target: ClassType, fields: [string, FieldDefinition][]): void {
  for (const [name, field] of fields) {
    if (field.graphql.answer) continue;
    Field(field.graphql.output, {
      nullable: field.graphql.nullable,
      description: describedFor(field),
    })(target.prototype, name);
  }
}

/**
 * The object and input types of a kind, and its public object type when visitors read it (made once
 * per kind: type-graphql keeps every class it is told of).
 */
export function kindTypes(kind: DefinedKind): KindTypes {
  const known = typesMade.get(kind);
  if (known) return known;
  const { definition } = kind;
  const singleton = definition.singleton;
  const shown = Object.entries(definition.fields).filter(([name]) => !(singleton && name === definition.key));

  let publicType: ClassType | null = null;
  const publicRead = definition.publicRead;
  if (publicRead) {
    // Only the public fields; the administrators' type adds the rest and what only they see.
    publicType = class extends DefinedRecordFields {};
    Object.defineProperty(publicType, 'name', { value: `${publicRead.typeName}Object` });
    outputFields(
      publicType,
      shown.filter(([, field]) => field.public),
    );
    ObjectType(publicRead.typeName, { simpleResolvers: true, description: publicRead.typeDescription })(publicType);
  }
  const objectType = class extends withAdminFields(publicType ?? DefinedRecordFields) {};
  Object.defineProperty(objectType, 'name', { value: `${definition.name}Object` });
  outputFields(
    objectType,
    shown.filter(([, field]) => !(publicType && field.public)),
  );
  ObjectType(definition.name, { simpleResolvers: true, description: definition.description ?? `A ${definition.label} record.` })(objectType);

  const inputType = class {};
  Object.defineProperty(inputType, 'name', { value: `${definition.name}Input` });
  for (const [name, field] of shown) {
    const required = field.admin.required ? ' Required on create.' : '';
    const key = name === definition.key ? ' Cannot change after creation.' : '';
    Field(field.graphql.input, { nullable: true, description: `${field.description}${required}${key}` })(inputType.prototype, name);
  }
  Field(() => Int, { nullable: true, description: 'On update: the version you last read; omit it to apply the update regardless.' })(
    inputType.prototype,
    'version',
  );
  InputType(`${definition.name}Input`, {
    description: `The fields of ${recordPhrase(definition)}. On update, absent fields stay unchanged.`,
  })(inputType);
  const types = { objectType, inputType, publicType };
  typesMade.set(kind, types);
  return types;
}

/**
 * The field resolvers of a kind's fields that are not answered as stored (`graphql.answer`) and of its
 * computed fields: one class for what visitors see, on the public type (the administrators' type
 * inherits them), one for the rest, on the administrators' type. Each reads only the record it is given.
 */
function answerResolvers(kind: DefinedKind, { objectType, publicType }: KindTypes): ClassType[] {
  const { definition } = kind;
  const answered = Object.entries(definition.fields).flatMap(([name, field]) => {
    const answer = field.graphql.answer;
    if (!answer) return [];
    const resolve = (record: Record<string, unknown>) => answer(record[name]);
    return [{ name, public: field.public, type: field.graphql.output, nullable: field.graphql.nullable, description: field.description, resolve }];
  });
  const computed = Object.entries(definition.computed ?? {}).map(([name, field]) => ({ name, ...field, public: field.public ?? true }));
  const fields = [...answered, ...computed];
  const groups = publicType
    ? [
        { target: publicType, suffix: 'Public', fields: fields.filter((field) => field.public) },
        { target: objectType, suffix: 'Admin', fields: fields.filter((field) => !field.public) },
      ]
    : [{ target: objectType, suffix: '', fields }];
  return groups
    .filter((group) => group.fields.length > 0)
    .map(({ target, suffix, fields: grouped }) => {
      const resolver = class {};
      Object.defineProperty(resolver, 'name', { value: `${definition.name}${suffix}FieldsResolver` });
      const prototype = resolver.prototype as object;
      for (const field of grouped) {
        // Synchronous: it runs for every row of every list that selects it.
        const descriptor = method(resolver, field.name, (record: Record<string, unknown>) => field.resolve(record));
        DatabaseCost(0)(prototype, field.name);
        FieldResolver(field.type, { nullable: field.nullable, description: describedFor(field) })(prototype, field.name, descriptor);
        Root()(prototype, field.name, 0);
      }
      Resolver(() => target)(resolver);
      return resolver;
    });
}

/** Declares a resolver method as type-graphql's decorators would, for a class made at run time. */
function method(resolver: ClassType, name: string, body: (...args: never[]) => unknown): PropertyDescriptor {
  Object.defineProperty(resolver.prototype, name, { value: body, writable: true, configurable: true });
  return Object.getOwnPropertyDescriptor(resolver.prototype, name)!;
}

/**
 * Adds the public reads to a kind's resolver class: a query by the kind's key (and id, when it takes
 * one), and a list if it has one, each answered by the definition's `find`.
 */
function addPublicRead(resolver: ClassType, kind: DefinedKind, publicType: ClassType): void {
  const publicRead = kind.definition.publicRead!;
  const key = kind.definition.key;
  const prototype = resolver.prototype as object;
  if (publicRead.byId) {
    const descriptor = method(resolver, 'publicRead', async (slug: string | null, id: number | null, ctx: RequestContext) =>
      publicRead.find(ctx, { key: slug, id }),
    );
    Query(() => publicType, { name: publicRead.query, nullable: true, description: publicRead.description })(prototype, 'publicRead', descriptor);
    Arg(key, () => String, { nullable: true })(prototype, 'publicRead', 0);
    Arg('id', () => Int, { nullable: true, description: 'Its database id.' })(prototype, 'publicRead', 1);
    Ctx()(prototype, 'publicRead', 2);
  } else {
    const descriptor = method(resolver, 'publicRead', async (slug: string, ctx: RequestContext) => publicRead.find(ctx, { key: slug, id: null }));
    Query(() => publicType, { name: publicRead.query, nullable: true, description: publicRead.description })(prototype, 'publicRead', descriptor);
    Arg(key, () => String)(prototype, 'publicRead', 0);
    Ctx()(prototype, 'publicRead', 1);
  }
  DatabaseCost(1)(prototype, 'publicRead');

  const list = publicRead.list;
  if (!list) return;
  const argsType = class extends PagingArgs {};
  Object.defineProperty(argsType, 'name', { value: `${list.connection}Args` });
  for (const [name, filter] of Object.entries(list.filters)) {
    Field(filter.type, { nullable: true, description: filter.description })(argsType.prototype, name);
  }
  ArgsType()(argsType);
  const connection = connectionType(publicType, list.connection, list.items);
  const descriptor = method(resolver, 'publicList', async (args: PagingArgs & Record<string, unknown>, ctx: RequestContext) =>
    list.find(ctx, args, pageWindow(args)),
  );
  Query(() => connection, { name: list.query, description: list.description })(prototype, 'publicList', descriptor);
  Args(() => argsType)(prototype, 'publicList', 0);
  Ctx()(prototype, 'publicList', 1);
  DatabaseCost(1)(prototype, 'publicList');
}

/** The resolver classes of a kind: every operation its definition gives it, and its field resolvers. */
export function kindResolvers(kind: DefinedKind): ClassType[] {
  const cached = made.get(kind);
  if (cached) return cached;
  const { definition, names, service } = kind;
  const types = kindTypes(kind);
  const { objectType, inputType, publicType } = types;
  let resolver: ClassType;
  if (definition.singleton) {
    const { key, get, update } = definition.singleton;
    class SingletonResolver {
      async read(ctx: RequestContext): Promise<DefinedRecord> {
        return service.get(ctx, key);
      }

      async write(input: Record<string, unknown>, ctx: RequestContext): Promise<DefinedRecord> {
        return service.update(ctx, key, { ...input });
      }
    }
    DatabaseCost(1)(SingletonResolver.prototype, 'read');
    Query(() => objectType, { name: get, description: `The ${definition.label} (there is one). Requires sign-in.` })(
      SingletonResolver.prototype,
      'read',
      Object.getOwnPropertyDescriptor(SingletonResolver.prototype, 'read')!,
    );
    Ctx()(SingletonResolver.prototype, 'read', 0);
    DatabaseCost(8)(SingletonResolver.prototype, 'write');
    Mutation(() => objectType, {
      name: update,
      description: `Updates the ${definition.label}; fields left out stay as they are. Send the version you read to be warned (CONFLICT) if someone changed it since. Requires sign-in.`,
    })(SingletonResolver.prototype, 'write', Object.getOwnPropertyDescriptor(SingletonResolver.prototype, 'write')!);
    Arg('input', () => inputType)(SingletonResolver.prototype, 'write', 0);
    Ctx()(SingletonResolver.prototype, 'write', 1);
    resolver = SingletonResolver;
  } else {
    resolver = class extends (
      crudResolver(objectType, inputType, service, {
        ...names,
        slugArg: definition.key,
        label: `${definition.label} record`,
        order: `by ${Object.keys(definition.defaultOrder).join(', then ')}`,
      })
    ) {};
  }
  if (publicType) addPublicRead(resolver, kind, publicType);
  Object.defineProperty(resolver, 'name', { value: `${definition.name}Resolver` });
  Resolver(() => objectType)(resolver);
  const resolvers = [resolver, ...answerResolvers(kind, types)];
  made.set(kind, resolvers);
  return resolvers;
}
