/**
 * A query run as a named prepared statement on PostgreSQL, for the ones every request runs (the
 * session lookup, the record lists).
 *
 * MikroORM's `execute` writes the parameters into the SQL text and sends it as a simple query, so
 * PostgreSQL parses and plans the text anew each time. As a named statement, each pooled connection
 * parses and plans it once and then only binds the parameters, and the server skips MikroORM's
 * formatting of the text: fewer cycles per request and more requests per second for the REST list
 * (the API benchmark; bench/README.md). The statement goes through the pool MikroORM made, with its type parsers, so the
 * rows have the same shape. PGlite, and any query inside a transaction, take MikroORM's own path.
 */
import type { EntityData, EntityName } from '@mikro-orm/core';
import { PostgreSqlConnection } from '@mikro-orm/postgresql';
import type { Em } from './orm.ts';

export type Row = Record<string, unknown>;

/**
 * `sql` with MikroORM's `?` placeholders; it must hold no string literal (a `?` there is not one).
 * Without a name, the query takes MikroORM's path, unprepared.
 */
export async function preparedQuery(em: Em, name: string | null, sql: string, params: readonly unknown[]): Promise<Row[]> {
  const connection = em.getConnection();
  // em.execute runs on the transaction's connection, if any.
  if (name === null || !(connection instanceof PostgreSqlConnection) || em.isInTransaction()) return em.execute<Row[]>(sql, [...params], 'all');
  const pool = await connection.getNativeClient();
  try {
    const { rows } = await pool.query<Row>({ name, text: numberedPlaceholders(sql, params.length), values: [...params] });
    return rows;
  } catch (error) {
    // A table's columns changed under a prepared statement (another process migrated the database):
    // PostgreSQL refuses the old plan with "cached plan must not change result type". The query is
    // still right, so it runs unprepared rather than failing every request until a restart.
    if ((error as { code?: unknown }).code === cachedPlanChanged) return em.execute<Row[]>(sql, [...params], 'all');
    throw error;
  }
}

/** SQLSTATE feature_not_supported, which PostgreSQL answers for a prepared plan whose result type changed. */
const cachedPlanChanged = '0A000';

const numbered = new Map<string, string>();

/** `?` placeholders as PostgreSQL's `$1`, `$2`…; worked out once per text. */
export function numberedPlaceholders(sql: string, count: number): string {
  let text = numbered.get(sql);
  if (text === undefined) {
    if (sql.includes("'")) throw new Error('A prepared query takes its values as parameters, not as literals in its text.');
    let index = 0;
    text = sql.replace(/\?/g, () => `$${(index += 1)}`);
    if (index !== count) throw new Error(`The query has ${index} placeholders for ${count} parameters.`);
    numbered.set(sql, text);
  }
  return text;
}

/**
 * A row read as MikroORM's own result mapper reads it for `entity`: each column under its property's
 * name, timestamps as Dates, booleans as booleans. With a prefix, the columns under it (a joined
 * entity's `user__id`); only the entity's own columns are read, so a joined entity's stay out.
 */
export function entityData<Entity extends object>(em: Em, entity: EntityName<Entity>, row: Row, prefix = ''): EntityData<Entity> {
  const meta = em.getMetadata().get(entity);
  const own: Row = {};
  for (const prop of meta.props) {
    for (const field of prop.fieldNames ?? []) {
      const value = row[`${prefix}${field}`];
      if (value !== undefined) own[field] = value;
    }
  }
  return em.getDriver().mapResult(own as never, meta) ?? {};
}
