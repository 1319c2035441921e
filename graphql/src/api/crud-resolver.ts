/**
 * The admin operations every record type has, from one definition: list, get by slug, create,
 * update and delete, each calling the record's service.
 */
import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Args, Ctx, Info, Int, Mutation, Query, Resolver, type ClassType } from 'type-graphql';
import { storedInput } from './content-types.ts';
import type { RequestContext } from './context.ts';
import { DatabaseCost } from './limits.ts';
import { listQuery } from './list-filters.ts';
import { connectionSelection, connectionType, listArgsType, type PagingArgs } from './connection-types.ts';
import { pageWindow, type Connection } from './paging.ts';
import { type RecordData, type recordService, type Versioned } from './records.ts';

interface CrudNames {
  /** e.g. 'pages', 'page', 'createPage', 'updatePage', 'deletePage'. */
  list: string;
  get: string;
  create: string;
  update: string;
  remove: string;
  /** The slug argument: 'pageSlug' or 'calculatorSlug'. */
  slugArg: string;
  /** How descriptions name one record: 'page record'. */
  label: string;
  /** The list's default order, as its description states it: 'by pageSlug'. */
  order: string;
}

export function crudResolver<Entity extends Versioned, Input extends object>(
  objectType: ClassType,
  inputType: ClassType<Input>,
  service: ReturnType<typeof recordService<Entity, never>>,
  names: CrudNames,
) {
  const ListArgs = listArgsType(service.listDefinition);
  const ConnectionObject = connectionType(objectType, `${service.listDefinition.typeName}Connection`, `${names.label}s`);

  // Not listed in buildSchema itself: its operations exist only through the classes extending it.
  @Resolver()
  abstract class CrudResolver {
    @DatabaseCost(2)
    @Query(() => ConnectionObject, {
      name: names.list,
      description: `The ${names.label}s, filtered as asked, ordered ${names.order} unless orderBy says otherwise: a page of at most \`first\` (see PageInfo). Requires sign-in.`,
    })
    async list(
      @Args(() => ListArgs) args: PagingArgs & Record<string, unknown>,
      @Ctx() ctx: RequestContext,
      @Info() info: GraphQLResolveInfo,
    ): Promise<Connection<RecordData<Entity>>> {
      const window = pageWindow(args);
      const query = listQuery(service.listDefinition, args);
      const selection = connectionSelection(info);
      return service.list(ctx, query, window, { fields: selection.nodeFields, withTotal: selection.totalCount });
    }

    @DatabaseCost(1)
    @Query(() => objectType, {
      name: names.get,
      nullable: true,
      description: `One ${names.label}, by ${names.slugArg} or by id (give one of them); null with a NOT_FOUND error when there is none. Requires sign-in.`,
    })
    async get(
      @Arg(names.slugArg, () => String, { nullable: true }) slug: string | null,
      @Arg('id', () => Int, { nullable: true, description: 'Its database id.' }) id: number | null,
      @Ctx() ctx: RequestContext,
    ): Promise<Entity> {
      return service.lookup(ctx, { slug, id });
    }

    @DatabaseCost(7)
    @Mutation(() => objectType, { name: names.create, description: `Creates a ${names.label}. Requires sign-in.` })
    async create(@Arg('input', () => inputType) input: Input, @Ctx() ctx: RequestContext): Promise<Entity> {
      return service.create(ctx, storedInput(service.rules, input));
    }

    @DatabaseCost(9)
    @Mutation(() => objectType, {
      name: names.update,
      description: `Updates a ${names.label}; fields left out stay as they are. Send the version you read to be warned (CONFLICT) if someone changed it since. Requires sign-in.`,
    })
    async update(@Arg(names.slugArg, () => String) slug: string, @Arg('input', () => inputType) input: Input, @Ctx() ctx: RequestContext): Promise<Entity> {
      return service.update(ctx, slug, storedInput(service.rules, input));
    }

    @DatabaseCost(8)
    @Mutation(() => objectType, {
      name: names.remove,
      description: `Moves a ${names.label} to the trash for 30 days (restorable with restoreDeletedRecord) and returns it as it was. Requires sign-in.`,
    })
    async remove(@Arg(names.slugArg, () => String) slug: string, @Ctx() ctx: RequestContext): Promise<Entity> {
      return service.remove(ctx, slug);
    }
  }
  return CrudResolver;
}
