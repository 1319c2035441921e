/**
 * The admin operations every record type has, from one definition: list, get by slug, create,
 * update and delete (CONVENTIONS section 5 names them), each calling the record's service.
 */
import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Ctx, Info, Int, Mutation, Query, Resolver, type ClassType } from 'type-graphql';
import { storedInput } from './content-types.ts';
import type { RequestContext } from './context.ts';
import { DatabaseCost } from './limits.ts';
import { listPage, requireAdmin, type RecordData, type recordService, type Versioned } from './records.ts';
import { selectedFields } from './selection.ts';

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
  /** e.g. 'pageCount': the total of the list. */
  count: string;
  /** The list's order, as its description states it: 'by pageSlug'. */
  order: string;
}

export const limitDescription = 'At most this many, from 1 to 100 (100 when omitted).';
export const offsetDescription = 'Skip this many first (0 when omitted).';

export function crudResolver<Entity extends Versioned, Input extends object>(
  objectType: ClassType,
  inputType: ClassType<Input>,
  service: ReturnType<typeof recordService<Entity, never>>,
  names: CrudNames,
) {
  // Not listed in buildSchema itself: its operations exist only through the classes extending it.
  @Resolver()
  abstract class CrudResolver {
    @DatabaseCost(1)
    @Query(() => [objectType], {
      name: names.list,
      description: `Every ${names.label}, ordered ${names.order}: at most \`limit\` after the first \`offset\`. Requires sign-in.`,
    })
    async list(
      @Arg('limit', () => Int, { nullable: true, description: limitDescription }) limit: number | null,
      @Arg('offset', () => Int, { nullable: true, description: offsetDescription }) offset: number | null,
      @Ctx() ctx: RequestContext,
      @Info() info: GraphQLResolveInfo,
    ): Promise<RecordData<Entity>[]> {
      requireAdmin(ctx);
      return service.list(ctx, {}, selectedFields(info), listPage(limit, offset));
    }

    @DatabaseCost(1)
    @Query(() => Int, { name: names.count, description: `How many ${names.label}s there are: the total of ${names.list}. Requires sign-in.` })
    async count(@Ctx() ctx: RequestContext): Promise<number> {
      requireAdmin(ctx);
      return service.count(ctx);
    }

    @DatabaseCost(1)
    @Query(() => objectType, { name: names.get, description: `One ${names.label} by slug. Requires sign-in.` })
    async get(@Arg(names.slugArg, () => String) slug: string, @Ctx() ctx: RequestContext): Promise<Entity> {
      return service.get(ctx, slug);
    }

    @DatabaseCost(5)
    @Mutation(() => objectType, { name: names.create, description: `Creates a ${names.label}. Requires sign-in.` })
    async create(@Arg('input', () => inputType) input: Input, @Ctx() ctx: RequestContext): Promise<Entity> {
      return service.create(ctx, storedInput(service.rules, input));
    }

    @DatabaseCost(6)
    @Mutation(() => objectType, {
      name: names.update,
      description: `Updates a ${names.label}; fields left out stay as they are. Send the version you read to be warned (CONFLICT) if someone changed it since. Requires sign-in.`,
    })
    async update(@Arg(names.slugArg, () => String) slug: string, @Arg('input', () => inputType) input: Input, @Ctx() ctx: RequestContext): Promise<Entity> {
      return service.update(ctx, slug, storedInput(service.rules, input));
    }

    @DatabaseCost(6)
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
