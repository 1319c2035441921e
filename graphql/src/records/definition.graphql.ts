/**
 * A defined kind's GraphQL side, made from its definition (definition.ts): its object type (the
 * fields with their descriptions, and the fields every record has), its input type, and its
 * operations: a list with its connection, filters and orders, a lookup, create, update and delete
 * (api/crud-resolver.ts), or, for a kind of one record, a read and an update.
 */
import { Arg, Ctx, Field, InputType, Int, Mutation, ObjectType, Query, Resolver, type ClassType } from 'type-graphql';
import type { RequestContext } from '../api/context.ts';
import { crudResolver } from '../api/crud-resolver.ts';
import { DatabaseCost } from '../api/limits.ts';
import { PublicRecordFields, withAdminFields } from '../api/record-fields.ts';
import type { DefinedKind, DefinedRecord } from './definition.ts';

const made = new WeakMap<DefinedKind, ClassType[]>();

/** The fields every record has, for the defined kinds' object types; only its subclasses are in the schema. */
@ObjectType({ simpleResolvers: true })
class DefinedRecordFields extends PublicRecordFields {}

/** The object and input types of a kind (made once per kind: type-graphql keeps every class it is told of). */
export function kindTypes(kind: DefinedKind): { objectType: ClassType; inputType: ClassType } {
  const { definition } = kind;
  const singleton = definition.singleton;
  const shown = Object.entries(definition.fields).filter(([name]) => !(singleton && name === definition.key));

  const objectType = class extends withAdminFields(DefinedRecordFields) {};
  Object.defineProperty(objectType, 'name', { value: `${definition.name}Object` });
  for (const [name, field] of shown) {
    Field(field.graphql.output, {
      nullable: field.graphql.nullable,
      description: field.public ? field.description : `${field.description} Administrators only.`,
    })(objectType.prototype, name);
  }
  ObjectType(definition.name, { simpleResolvers: true, description: `A ${definition.label} record.` })(objectType);

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
    description: `The fields of a ${definition.label} record. On update, absent fields stay unchanged.`,
  })(inputType);
  return { objectType, inputType };
}

/** The resolver class of a kind: every operation its definition gives it. */
export function kindResolver(kind: DefinedKind): ClassType {
  const cached = made.get(kind);
  if (cached) return cached[0]!;
  const { definition, names, service } = kind;
  const { objectType, inputType } = kindTypes(kind);
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
  Object.defineProperty(resolver, 'name', { value: `${definition.name}Resolver` });
  Resolver(() => objectType)(resolver);
  made.set(kind, [resolver]);
  return resolver;
}
