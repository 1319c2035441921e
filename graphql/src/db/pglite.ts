/**
 * The embedded database, taking turns with the rest of the server. PGlite runs PostgreSQL in
 * WebAssembly on the event loop: each statement runs synchronously, and the statements PGlite had
 * queued behind one another ran back to back within one turn of the event loop, so twenty clients'
 * reads held every other request, /healthz included, for a second. Here each statement waits for
 * the one before it and then for the next turn of the event loop, so the server answers whatever
 * else is waiting between any two statements. (Statements inside a transaction go through the
 * transaction's own handle and run in turn as before: a transaction is a few statements long.)
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { PGlite, type PGliteOptions, type QueryOptions, type Results } from '@electric-sql/pglite';
import { createPostgreSqlTypeParsers } from '@mikro-orm/sql';
import array from 'postgres-array';

export class TurnTakingPGlite extends PGlite {
  #previous: Promise<unknown> = Promise.resolve();

  override query<T>(query: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    const run = this.#previous.then(() => nextTurn()).then(() => super.query<T>(query, params, options));
    this.#previous = run.catch(() => undefined);
    return run;
  }
}

/** Opens PGlite with the type parsers MikroORM gives the instances it opens itself (times as text, which it converts). */
export async function openPglite(options: PGliteOptions): Promise<TurnTakingPGlite> {
  const pglite = new TurnTakingPGlite({ ...options, parsers: { ...createPostgreSqlTypeParsers((text: string) => array.parse(text)), ...options.parsers } });
  await pglite.waitReady;
  return pglite;
}
