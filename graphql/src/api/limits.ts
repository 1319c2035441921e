/**
 * Query limits: no operation may nest deeper than 10 levels (inside introspection's own types, 16),
 * ask its lists for more than 5000 values (page size times the fields of each item), hold more than 300 selections in all
 * (fields, fragment spreads and inline fragments, a fragment's selections counted at every spread),
 * or start more than 20 database statements (each database-backed field declares how many it may
 * start, with `DatabaseCost`).
 *
 * The measurement itself runs in time linear in the document: each fragment is measured once and
 * its measure reused at every spread, and the walk stops as soon as a limit is passed. Measuring a
 * fragment again at each spread doubles the work with every level of fragments that spread the next
 * one twice: a short query could hold the whole server for seconds.
 */
import {
  GraphQLError,
  Kind,
  getNamedType,
  isInterfaceType,
  isObjectType,
  type ASTVisitor,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLNamedType,
  type GraphQLSchema,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';
import { Extensions } from 'type-graphql';

export const maximumDepth = 10;
/**
 * Introspection types (`__Schema`, `__Type`, …) are counted apart: graphql-js's standard
 * introspection query, which every explorer and code generator sends, reads a type reference nine
 * `ofType` levels down and so needs 14 levels below `__schema`. Their resolvers read no database
 * and their cycles are already bounded by graphql-js's MaxIntrospectionDepthRule (a standard rule):
 * the depth here bounds only the `ofType` chains.
 */
export const maximumIntrospectionDepth = 16;
export const maximumSelections = 300;
export const maximumDatabaseCost = 20;
/**
 * A list is counted as what it may return: its `first` (a literal, else the largest allowed) times
 * the fields selected in each item. So the same query asking for more items costs more, and a
 * query may not ask for more values in all than this.
 */
export const maximumListValues = 5000;
/** The largest `first` a list takes (paging.ts checks it too, for variables). */
export const maximumListLimitForCost = 100;
/**
 * Parsing stops after this many tokens (graphql-js counts them as it reads), so every later step
 * works on a document of bounded size. 300 aliased fields take about 900 tokens, the standard
 * introspection query under 200.
 */
export const maximumTokens = 2000;

const databaseCostKey = 'databaseCost';

/**
 * Declares how many database statements a field may start when it resolves once. Every root field
 * declares one (0 for those that read no table), and the schema test checks that none is missing.
 */
export const DatabaseCost = (statements: number) => Extensions({ [databaseCostKey]: statements });

/** The statements a field declares, or undefined when it declares none. */
export function declaredDatabaseCost(extensions: Readonly<Record<string, unknown>> | null | undefined): number | undefined {
  const cost = extensions?.[databaseCostKey];
  return typeof cost === 'number' ? cost : undefined;
}

interface Measure {
  /** Levels of fields, the selection set's own included, outside introspection types. */
  depth: number;
  /** Levels of fields inside introspection types. */
  introspectionDepth: number;
  /** Values the lists may return: each list's page size times the fields selected in its items. */
  listValues: number;
  /** Fields, fragment spreads and inline fragments, fragments expanded at each spread. */
  selections: number;
  /**
   * The selections one answered object may hold: as `selections`, except that fragments on the
   * different members of a union or interface count as the largest of them, since an object is one
   * member (a page's content block is a paragraph or a table, never both).
   */
  values: number;
  databaseCost: number;
  /**
   * For a connection's selection set: what each item costs (the values under `nodes`, its lists
   * included) apart from what the page answers once (totalCount, pageInfo, __typename).
   */
  connection?: { perItem: number; once: number };
}

const nothing: Measure = { depth: 0, introspectionDepth: 0, listValues: 0, selections: 0, values: 0, databaseCost: 0 };

const isIntrospectionType = (type: GraphQLNamedType | undefined) => type?.name.startsWith('__') === true;

const overLimit = (measure: Measure) =>
  measure.depth > maximumDepth ||
  measure.introspectionDepth > maximumIntrospectionDepth ||
  measure.selections > maximumSelections ||
  measure.databaseCost > maximumDatabaseCost;

/** The page size a list field asks for: its literal `first`, or the largest allowed (a variable's value is not known yet). */
function listLimit(field: FieldNode): number {
  const argument = field.arguments?.find((candidate) => candidate.name.value === 'first');
  if (argument?.value.kind === Kind.INT) return Math.min(Math.max(Number(argument.value.value), 1), maximumListLimitForCost);
  return maximumListLimitForCost;
}

/** Measures selection sets, each fragment once per document. */
class Measurer {
  private readonly measured = new Map<string, Measure | 'measuring'>();

  constructor(
    private readonly schema: GraphQLSchema,
    private readonly fragments: ReadonlyMap<string, FragmentDefinitionNode>,
  ) {}

  /**
   * A selection set's measure, or the measure at the point a limit was passed (the walk stops there:
   * past a limit the exact figure does not matter, and finding it could take as long as the attack
   * was meant to).
   */
  selectionSet(selectionSet: SelectionSetNode, parentType: GraphQLNamedType | undefined, isConnection = false): Measure {
    let total: Measure = { ...nothing };
    let perItem = 0;
    let once = 0;
    /** The values of fragments narrowing the parent type to one of its object types, by that type. */
    const byMember = new Map<string, number>();
    const narrowsTo = (name: string | undefined) => {
      const type = name ? this.schema.getType(name) : undefined;
      return type && type !== parentType && isObjectType(type) ? type.name : undefined;
    };
    for (const selection of selectionSet.selections) {
      let part: Measure;
      let member: string | undefined;
      if (selection.kind === Kind.FIELD) {
        const definition = isObjectType(parentType) || isInterfaceType(parentType) ? parentType.getFields()[selection.name.value] : undefined;
        const type = definition && getNamedType(definition.type);
        // A list field (one with `first`) returns up to `first` items of the selected fields each; a
        // connection's items are its nodes, the rest of the page is answered once.
        const limited = definition?.args.some((arg) => arg.name === 'first') === true;
        const connection = limited && isObjectType(type) && 'nodes' in type.getFields();
        const inner = selection.selectionSet ? this.selectionSet(selection.selectionSet, type, connection) : nothing;
        const levels = isIntrospectionType(parentType)
          ? { depth: 0, introspectionDepth: Math.max(inner.depth, inner.introspectionDepth) + 1 }
          : { depth: inner.depth + 1, introspectionDepth: inner.introspectionDepth };
        const listValues = !limited
          ? inner.listValues
          : inner.connection
            ? listLimit(selection) * Math.max(1, inner.connection.perItem) + inner.connection.once
            : listLimit(selection) * Math.max(1, inner.values + inner.listValues);
        if (isConnection) {
          // The nodes list itself is the page's frame; what each of its items holds is counted per item.
          if (selection.name.value === 'nodes') perItem += inner.values + inner.listValues;
          else once += inner.values + 1 + listValues;
        }
        part = {
          ...levels,
          listValues,
          selections: inner.selections + 1,
          values: limited ? 1 : inner.values + 1,
          databaseCost: inner.databaseCost + (declaredDatabaseCost(definition?.extensions) ?? 0),
        };
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const type = selection.typeCondition ? this.schema.getType(selection.typeCondition.name.value) : parentType;
        const inner = this.selectionSet(selection.selectionSet, type ?? undefined);
        part = { ...inner, selections: inner.selections + 1, values: inner.values + 1 };
        member = narrowsTo(selection.typeCondition?.name.value);
      } else {
        const inner = this.fragment(selection.name.value);
        part = { ...inner, selections: inner.selections + 1, values: inner.values + 1 };
        member = narrowsTo(this.fragments.get(selection.name.value)?.typeCondition.name.value);
      }
      // A fragment on the page is counted per item: it may hold the nodes.
      if (isConnection && selection.kind !== Kind.FIELD) perItem += part.values + part.listValues;
      if (member) byMember.set(member, (byMember.get(member) ?? 0) + part.values);
      total = {
        depth: Math.max(total.depth, part.depth),
        introspectionDepth: Math.max(total.introspectionDepth, part.introspectionDepth),
        listValues: total.listValues + part.listValues,
        selections: total.selections + part.selections,
        values: member ? total.values : total.values + part.values,
        databaseCost: total.databaseCost + part.databaseCost,
      };
      if (overLimit(total)) return total;
    }
    return { ...total, values: total.values + Math.max(0, ...byMember.values()), ...(isConnection ? { connection: { perItem, once } } : {}) };
  }

  /** A fragment's measure, worked out once per document. */
  fragment(name: string): Measure {
    const known = this.measured.get(name);
    // A fragment spread inside itself is reported by the standard rules (NoFragmentCycles); here it
    // adds nothing, so the walk cannot loop.
    if (known === 'measuring') return nothing;
    if (known) return known;
    const fragment = this.fragments.get(name);
    if (!fragment) return nothing;
    this.measured.set(name, 'measuring');
    const measure = this.selectionSet(fragment.selectionSet, this.schema.getType(fragment.typeCondition.name.value) ?? undefined);
    this.measured.set(name, measure);
    return measure;
  }
}

/** What is over the limits in a measure, as sentences naming `what` ("The query", "The fragment F"). */
function problems(what: string, { depth, introspectionDepth, listValues, selections, databaseCost }: Measure): string[] {
  const found: string[] = [];
  if (depth > maximumDepth) found.push(`${what} nests more than ${maximumDepth} levels deep; at most ${maximumDepth} are allowed.`);
  if (introspectionDepth > maximumIntrospectionDepth)
    found.push(`${what} nests more than ${maximumIntrospectionDepth} levels deep inside introspection; at most ${maximumIntrospectionDepth} are allowed.`);
  if (selections > maximumSelections)
    found.push(
      `${what} selects more than ${maximumSelections} fields and fragments (a fragment's selections count at every spread); at most ${maximumSelections} are allowed.`,
    );
  if (listValues > maximumListValues)
    found.push(
      `${what} may return more than ${maximumListValues} values (each list counts its page size, first, or ${maximumListLimitForCost} without a literal one, times the fields selected in it, a union's members counting as the largest); at most ${maximumListValues} are allowed. Ask for fewer items (first) or fields.`,
    );
  if (databaseCost > maximumDatabaseCost)
    found.push(
      `${what} would start more than ${maximumDatabaseCost} database statements (each database-backed field counts the statements it may run); at most ${maximumDatabaseCost} are allowed. Send it as several requests.`,
    );
  return found;
}

/**
 * Measures the whole document when validation starts, before graphql-js's own rules look at it: a
 * document over the limits is refused there and then, and no rule works on it any further. Some of
 * the standard rules take time that grows with the square of a selection set's size
 * (OverlappingFieldsCanBeMerged compares same-named fields and fragments pairwise); on documents
 * within these limits and the parser's token limit that stays small. Every fragment definition is
 * measured too, used or not: the standard rules check them all.
 */
export function queryLimitsRule(context: ValidationContext): ASTVisitor {
  const schema = context.getSchema();
  return {
    Document(document) {
      const fragments = new Map(
        document.definitions.filter((definition) => definition.kind === Kind.FRAGMENT_DEFINITION).map((definition) => [definition.name.value, definition]),
      );
      const measurer = new Measurer(schema, fragments);
      let refused = false;
      for (const definition of document.definitions) {
        let found: string[] = [];
        if (definition.kind === Kind.OPERATION_DEFINITION) {
          // Without this, graphql-js refuses a subscription only at execution, as an internal error.
          if (definition.operation === 'subscription' && !schema.getSubscriptionType()) {
            context.reportError(new GraphQLError('This API has no subscriptions.', { nodes: [definition] }));
            continue;
          }
          const rootType = definition.operation === 'mutation' ? schema.getMutationType() : schema.getQueryType();
          const name = definition.name ? `The operation ${definition.name.value}` : 'The query';
          found = problems(name, measurer.selectionSet(definition.selectionSet, rootType ?? undefined));
        } else if (definition.kind === Kind.FRAGMENT_DEFINITION) {
          found = problems(`The fragment ${definition.name.value}`, measurer.fragment(definition.name.value));
        }
        for (const message of found) context.reportError(new GraphQLError(message, { nodes: [definition] }));
        refused ||= found.length > 0;
      }
      // A visitor returning null removes the node it entered: validation then visits nothing of the
      // document, for any rule, and ends with the errors reported above.
      return refused ? null : undefined;
    },
  };
}
