/**
 * A record list's filters and orders, declared once per record type and read by both doors: the
 * GraphQL arguments and the REST query parameters have the same names and the same checks, and turn
 * into the same database filter.
 */
import { badInput } from './errors.ts';

export type ListFilter =
  | { type: 'boolean'; property: string; description: string }
  /** One of a closed list; `graphqlEnum` is the enum object registered for it. */
  | { type: 'enum'; property: string; values: readonly string[]; graphqlEnum: object; description: string }
  /** Records changed at or after a time. */
  | { type: 'since'; property: string; description: string }
  /** Records up to and including a time. */
  | { type: 'until'; property: string; description: string }
  /** Text found anywhere in these properties, letter case aside. */
  | { type: 'search'; properties: readonly string[]; description: string }
  /** Records whose property holds exactly this text (a key of another record, say). */
  | { type: 'exact'; property: string; description: string };

/** An order: a property, or a text property letter case aside (`caseless`), or its length. */
export type OrderTerm = { property: string; caseless?: boolean; length?: boolean };

export interface ListDefinition {
  /** The GraphQL type names' prefix, e.g. 'Page' (PageOrderField). */
  typeName: string;
  filters: Readonly<Record<string, ListFilter>>;
  /** The orders a client may ask for, by name; each is followed by the record's default order to break ties. */
  orders: Readonly<Record<string, OrderTerm>>;
}

export const orderDirections = ['asc', 'desc'] as const;
export type OrderDirection = (typeof orderDirections)[number];

/** What a list was asked for, checked: the filters given, and the order. */
export interface ListQuery {
  filters: Record<string, unknown>;
  order: { name: string; direction: OrderDirection } | null;
}

const maximumSearchLength = 200;

/** A list's filters and order from GraphQL arguments (already typed by the schema) or REST query text (checked here). */
export function listQuery(definition: ListDefinition, args: Readonly<Record<string, unknown>>, { fromText = false } = {}): ListQuery {
  const problems: Record<string, string> = {};
  const filters: Record<string, unknown> = {};
  for (const [name, filter] of Object.entries(definition.filters)) {
    const raw = args[name];
    if (raw === undefined || raw === null) continue;
    const value = fromText ? fromQueryText(filter, raw) : raw;
    if (filter.type === 'exact') {
      if (typeof value !== 'string' || value.length > maximumSearchLength) problems[name] = `must be text of at most ${maximumSearchLength} characters`;
      else filters[name] = value;
    } else if (filter.type === 'search') {
      if (typeof value !== 'string' || value.length > maximumSearchLength) problems[name] = `must be text of at most ${maximumSearchLength} characters`;
      else if (value.trim() !== '') filters[name] = value.trim();
    } else if (filter.type === 'boolean') {
      if (typeof value !== 'boolean') problems[name] = 'must be true or false';
      else filters[name] = value;
    } else if (filter.type === 'enum') {
      if (typeof value !== 'string' || !filter.values.includes(value)) problems[name] = `must be one of: ${filter.values.join(', ')}`;
      else filters[name] = value;
    } else if (!(value instanceof Date) || Number.isNaN(value.getTime())) {
      problems[name] = 'must be a date and time (ISO 8601, e.g. 2026-01-31T12:00:00Z)';
    } else filters[name] = value;
  }
  let order: ListQuery['order'] = null;
  const { orderBy, orderDirection } = args;
  if (orderBy !== undefined && orderBy !== null) {
    if (typeof orderBy !== 'string' || !Object.hasOwn(definition.orders, orderBy))
      problems.orderBy = `must be one of: ${Object.keys(definition.orders).join(', ')}`;
    else order = { name: orderBy, direction: 'asc' };
  }
  if (orderDirection !== undefined && orderDirection !== null) {
    if (!orderDirections.includes(orderDirection as OrderDirection)) problems.orderDirection = 'must be asc or desc';
    else if (order) order.direction = orderDirection as OrderDirection;
    else problems.orderDirection = 'needs orderBy';
  }
  if (Object.keys(problems).length > 0) throw badInput(problems);
  return { filters, order };
}

function fromQueryText(filter: ListFilter, raw: unknown): unknown {
  if (typeof raw !== 'string') return undefined;
  if (filter.type === 'boolean') return raw === 'true' ? true : raw === 'false' ? false : undefined;
  // The ISO 8601 forms GraphQL's DateTime takes: a date, or a date and time with its offset.
  if (filter.type === 'since' || filter.type === 'until')
    return /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2}))?$/.test(raw) ? new Date(raw) : undefined;
  return raw;
}

/** `text` as a LIKE pattern that matches it literally, anywhere. */
export const containing = (text: string): string => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/** The database filter (MikroORM's query) of a list's filters. */
export function filterWhere(definition: ListDefinition, filters: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const where: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(filters)) {
    const filter = definition.filters[name];
    if (!filter) continue;
    if (filter.type === 'search') where.$or = filter.properties.map((property) => ({ [property]: { $ilike: containing(String(value)) } }));
    // A since and an until on one property (a time range) join in one condition.
    else if (filter.type === 'since') where[filter.property] = { ...(where[filter.property] as object), $gte: value };
    else if (filter.type === 'until') where[filter.property] = { ...(where[filter.property] as object), $lte: value };
    else where[filter.property] = value;
  }
  return where;
}

/** The REST query parameters of a list, for OpenAPI: paging, filters, order. */
export function listParameterNames(definition: ListDefinition): string[] {
  return ['first', 'after', 'offset', ...Object.keys(definition.filters), 'orderBy', 'orderDirection'];
}
