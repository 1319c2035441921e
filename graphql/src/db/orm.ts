/**
 * The database: MikroORM over PostgreSQL. With DATABASE_URL it uses that server; without, the
 * embedded PGlite persisted in DATA_DIR (CONVENTIONS section 2). Checked-in migrations run on start.
 */
import { join } from 'node:path';
import { MikroORM, type Options } from '@mikro-orm/core';
import { Migrator } from '@mikro-orm/migrations';
import { PgliteDriver } from '@mikro-orm/pglite';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import type { EntityManager } from '@mikro-orm/sql';
import type { PGlite } from '@electric-sql/pglite';
import { lockDataDir } from './data-dir-lock.ts';
import { entities } from './entities.ts';
import { migrationsList } from './migrations/index.ts';

export type Orm = MikroORM;
export type Em = EntityManager;

export interface DatabaseOptions {
  databaseUrl?: string;
  dataDir: string;
  /** An open PGlite instance to use instead of DATA_DIR (tests load one from a migrated template). */
  pglite?: PGlite;
}

function ormOptions({ databaseUrl, dataDir, pglite }: DatabaseOptions): Partial<Options> {
  const common = {
    entities,
    extensions: [Migrator],
    migrations: { migrationsList, transactional: true, allOrNothing: true, snapshot: false },
    // Entities and queries are validated at start, not discovered from files.
    discovery: { warnWhenNoEntities: true },
    allowGlobalContext: false,
    // No statement is logged, least of all with its values ('query-params'): MikroORM writes the
    // values into the SQL text it logs. Set here, this wins over MIKRO_ORM_DEBUG in the environment.
    debug: false,
  } satisfies Partial<Options>;
  if (databaseUrl) return { ...common, driver: PostgreSqlDriver, clientUrl: databaseUrl, pool: { min: 0, max: 10 } };
  if (pglite) return { ...common, driver: PgliteDriver, dbName: 'calculators', driverOptions: { pglite } };
  return { ...common, driver: PgliteDriver, dbName: join(dataDir, 'pglite') };
}

/** Opens the database and brings its schema up to date; closing the ORM releases it. */
export async function openDatabase(options: DatabaseOptions): Promise<Orm> {
  const release = options.databaseUrl || options.pglite ? () => {} : lockDataDir(options.dataDir);
  try {
    const orm = await MikroORM.init(ormOptions(options));
    await orm.migrator.up();
    const close = orm.close.bind(orm);
    orm.close = async (force?: boolean) => {
      await close(force);
      release();
    };
    return orm;
  } catch (error) {
    release();
    throw error;
  }
}

/** Whether the database answers right now (for /readyz). */
export async function databaseAnswers(orm: Orm): Promise<boolean> {
  try {
    await (orm.em.fork() as Em).getConnection().execute('select 1');
    return true;
  } catch {
    return false;
  }
}
