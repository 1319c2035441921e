/** The GraphQL side of paging (paging.ts): the arguments every list takes, and its connection type. */
import { Kind, type FieldNode, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';
import { ArgsType, Field, Int, ObjectType, registerEnumType, type ClassType } from 'type-graphql';
import type { ListDefinition, OrderDirection } from './list-filters.ts';
import { maximumPageSize } from './paging.ts';
import { DateTimeScalar } from './scalars.ts';

const firstDescription = `How many to return, from 1 to ${maximumPageSize} (${maximumPageSize} when omitted); more is refused, never cut.`;
const afterDescription = "Start after this cursor: the page before's pageInfo.endCursor, with the same filters and order.";
const offsetDescription = 'Skip this many more (after `after` when given): to reach a page further on, e.g. offset 100 with first 50 for the third page.';

@ArgsType()
export class PagingArgs {
  @Field(() => Int, { nullable: true, description: firstDescription })
  first?: number | null;

  @Field(() => String, { nullable: true, description: afterDescription })
  after?: string | null;

  @Field(() => Int, { nullable: true, description: offsetDescription })
  offset?: number | null;
}

@ObjectType('PageInfo', { simpleResolvers: true, description: 'Where a page of a list stands in the whole list.' })
export class PageInfoObject {
  @Field(() => Boolean, { description: 'Whether more items follow this page.' })
  hasNextPage!: boolean;

  @Field(() => String, { nullable: true, description: 'Pass it as `after` for the next page; null when the page is empty.' })
  endCursor!: string | null;
}

/** The connection type of a list of `nodeType`, named e.g. 'PageConnection'. */
export function connectionType(nodeType: ClassType, name: string, items: string): ClassType {
  @ObjectType(name, { simpleResolvers: true, description: `A page of ${items}, with how many there are in all.` })
  class ConnectionObject {
    @Field(() => [nodeType], { description: `The ${items} of this page, in the list's order.` })
    nodes!: unknown[];

    @Field(() => Int, { description: `How many ${items} the whole list holds, with its filters.` })
    totalCount!: number;

    @Field(() => PageInfoObject, { description: 'Whether more follow, and the cursor to ask for them.' })
    pageInfo!: PageInfoObject;
  }
  return ConnectionObject;
}

/** What a query selects of a connection: the fields of its nodes, and whether it asks for the total. */
export interface ConnectionSelection {
  nodeFields: string[];
  totalCount: boolean;
}

/** The fields selected under the connection's `nodes`, and whether `totalCount` is, fragments included. */
export function connectionSelection(info: Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>): ConnectionSelection {
  const nodeFields = new Set<string>();
  let totalCount = false;
  const visited = new Set<string>();
  const walk = (selectionSet: SelectionSetNode | undefined, onField: (field: FieldNode) => void) => {
    for (const selection of selectionSet?.selections ?? []) {
      if (selection.kind === Kind.FIELD) onField(selection);
      else if (selection.kind === Kind.INLINE_FRAGMENT) walk(selection.selectionSet, onField);
      else if (!visited.has(selection.name.value)) {
        visited.add(selection.name.value);
        walk(info.fragments[selection.name.value]?.selectionSet, onField);
      }
    }
  };
  const onNodeField = (field: FieldNode) => {
    // A field skipped by a directive is read anyway: one column too many is harmless.
    if (!field.name.value.startsWith('__')) nodeFields.add(field.name.value);
  };
  for (const node of info.fieldNodes) {
    walk(node.selectionSet, (field) => {
      if (field.name.value === 'totalCount') totalCount = true;
      else if (field.name.value === 'nodes') walk(field.selectionSet, onNodeField);
    });
  }
  return { nodeFields: [...nodeFields].sort(), totalCount };
}

export const OrderDirectionEnum = { asc: 'asc', desc: 'desc' } as const satisfies Record<OrderDirection, OrderDirection>;
registerEnumType(OrderDirectionEnum, { name: 'OrderDirection', description: 'asc: smallest (or A) first; desc: largest (or Z) first.' });

/** The arguments a list takes on GraphQL: paging, then its filters, then its order. */
export function listArgsType(definition: ListDefinition): ClassType {
  @ArgsType()
  class ListArgs extends PagingArgs {}
  for (const [name, filter] of Object.entries(definition.filters)) {
    const type =
      filter.type === 'boolean'
        ? () => Boolean
        : filter.type === 'enum'
          ? () => filter.graphqlEnum
          : filter.type === 'since' || filter.type === 'until'
            ? () => DateTimeScalar
            : () => String;
    Field(type, { nullable: true, description: filter.description })(ListArgs.prototype, name);
  }
  const orderNames = Object.keys(definition.orders);
  const orderEnum = Object.fromEntries(orderNames.map((name) => [name, name]));
  registerEnumType(orderEnum, { name: `${definition.typeName}OrderField`, description: `What a list of ${definition.typeName} records may be ordered by.` });
  Field(() => orderEnum, { nullable: true, description: "The order; the list's default order when omitted, and it breaks ties." })(
    ListArgs.prototype,
    'orderBy',
  );
  Field(() => OrderDirectionEnum, { nullable: true, description: 'The direction of orderBy (asc when omitted).' })(ListArgs.prototype, 'orderDirection');
  Object.defineProperty(ListArgs, 'name', { value: `${definition.typeName}ListArgs` });
  return ListArgs;
}
