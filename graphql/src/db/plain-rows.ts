/**
 * Rows read as plain data: each column under its property's name, a timestamp as a Date, a boolean
 * as a boolean, as MikroORM's result mapper gives them, for the reads every request makes (the record
 * lists, the session lookup).
 *
 * MikroORM's mapper is general: it walks every column of the row again to pass through the ones it
 * did not map, and it parses each timestamp's text anew. On the REST calculators list (27 rows, two
 * timestamps each) it was the largest cost after the two queries. Here a mapper is built once per
 * entity from its metadata, and each timestamp text is parsed once, by the platform's own parser, then
 * served from a small cache as a new Date. Entities with properties of other kinds (embedded,
 * polymorphic, composite references) are left to MikroORM's mapper.
 */
import { ReferenceKind, type EntityData, type EntityDTO, type EntityMetadata, type EntityName, type EntityProperty, type Platform } from '@mikro-orm/core';
import type { Em } from './orm.ts';

export type PlainRow<Entity> = EntityDTO<Entity>;
type Row = Record<string, unknown>;
type Mapper<Entity> = (row: Row) => PlainRow<Entity>;

interface Column {
  property: string;
  column: string;
  convert: ((value: unknown) => unknown) | null;
}

/** Mappers per entity and column prefix, kept with the entity's metadata (one set per database). */
const mappers = new WeakMap<EntityMetadata, Map<string, Mapper<unknown>>>();

/**
 * The mapper for rows of `entity`; with a prefix, its columns are read under that prefix (the
 * `user__id` of a joined user).
 */
export function plainRowMapper<Entity extends object>(em: Em, entity: EntityName<Entity>, prefix = ''): Mapper<Entity> {
  const meta = em.getMetadata().get(entity);
  let byPrefix = mappers.get(meta);
  if (!byPrefix) {
    byPrefix = new Map();
    mappers.set(meta, byPrefix);
  }
  let mapper = byPrefix.get(prefix) as Mapper<Entity> | undefined;
  if (!mapper) {
    mapper = buildMapper(em, meta, prefix);
    byPrefix.set(prefix, mapper as Mapper<unknown>);
  }
  return mapper;
}

function buildMapper<Entity extends object>(em: Em, meta: EntityMetadata<Entity>, prefix: string): Mapper<Entity> {
  const platform = em.getPlatform();
  const columns: Column[] = [];
  for (const prop of meta.props as EntityProperty<Entity>[]) {
    if (!prop.fieldNames) continue;
    const [field] = prop.fieldNames;
    if (prop.fieldNames.length !== 1 || field === undefined || prop.polymorphic || prop.embedded || prop.kind === ReferenceKind.EMBEDDED) {
      const driver = em.getDriver();
      // Not a plain column: MikroORM's mapper does it all, as before (no prefix in use for these).
      return (row) => driver.mapResult(row as EntityData<Entity>, meta) as PlainRow<Entity>;
    }
    const convert =
      prop.runtimeType === 'boolean' ? toBoolean : prop.runtimeType === 'Date' && !platform.isNumericProperty(prop) ? timestampReader(platform) : null;
    columns.push({ property: prop.name, column: `${prefix}${field}`, convert });
  }
  return (row) => {
    const mapped: Row = {};
    for (const { property, column, convert } of columns) {
      const value = row[column];
      // A column the query did not select stays unset, as MikroORM leaves it.
      if (value === undefined) continue;
      mapped[property] = convert && value !== null ? convert(value) : value;
    }
    return mapped as PlainRow<Entity>;
  };
}

const toBoolean = (value: unknown) => Boolean(value);

/** Parsed timestamps, by their text, as milliseconds; cleared when full. */
const timestampCacheSize = 10_000;

/**
 * What MikroORM's mapper does with a timestamp column (EntityComparator.getResultMapper): a Date or a
 * number as it is, a bigint as a number, text through the platform's parseDate, with the configured
 * time zone appended when the text has no offset of its own.
 */
function timestampReader(platform: Platform): (value: unknown) => unknown {
  const timezone = platform.getTimezone();
  const cache = new Map<string, number>();
  const withZone = (text: string) =>
    !timezone || timezone === 'local' || text.includes('+') || text.lastIndexOf('-') > 10 || text.endsWith('Z') ? text : `${text}${timezone}`;
  return (value) => {
    if (value instanceof Date) return value;
    if (typeof value === 'bigint') return platform.parseDate(Number(value));
    if (typeof value !== 'string') return platform.parseDate(value as number);
    const cached = cache.get(value);
    if (cached !== undefined) return new Date(cached);
    const parsed = platform.parseDate(withZone(value));
    // Only ordinary instants are kept (not 'infinity' and the like); each read gets a Date of its own.
    if (parsed instanceof Date && Number.isFinite(parsed.getTime())) {
      if (cache.size >= timestampCacheSize) cache.clear();
      cache.set(value, parsed.getTime());
    }
    return parsed;
  };
}
