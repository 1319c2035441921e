/**
 * The database: MikroORM over PostgreSQL. With DATABASE_URL it uses that server; without, the
 * embedded PGlite persisted in DATA_DIR. Checked-in migrations run on start.
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
import { definedKinds } from '../records/kinds.ts';
import { migrationsList } from './migrations/index.ts';
import { openPglite } from './pglite.ts';
import { withStartupLock } from './startup-lock.ts';

export type Orm = MikroORM;
export type Em = EntityManager;

export interface DatabaseOptions {
  databaseUrl?: string;
  dataDir: string;
  /** PostgreSQL connections this instance may open (DB_POOL_SIZE); 10 unless given. */
  poolSize?: number;
  /** An open PGlite instance to use instead of DATA_DIR (tests load one from a migrated template). */
  pglite?: PGlite;
}

function ormOptions({ databaseUrl, pglite, poolSize = 10 }: DatabaseOptions): Partial<Options> {
  const common = {
    entities: [...entities, ...definedKinds().map((kind) => kind.entity)],
    extensions: [Migrator],
    // Silent: the migrator otherwise prints its own lines on stdout, outside the log; start-up reports them.
    migrations: { migrationsList, transactional: true, allOrNothing: true, snapshot: false, silent: true },
    // Entities and queries are validated at start, not discovered from files.
    discovery: { warnWhenNoEntities: true },
    allowGlobalContext: false,
    // No statement is logged, least of all with its values ('query-params'): MikroORM writes the
    // values into the SQL text it logs. Set here, this wins over MIKRO_ORM_DEBUG in the environment.
    debug: false,
  } satisfies Partial<Options>;
  if (databaseUrl) return { ...common, driver: PostgreSqlDriver, clientUrl: databaseUrl, pool: { min: 0, max: poolSize } };
  return { ...common, driver: PgliteDriver, dbName: 'calculators', driverOptions: { pglite } };
}

/** The embedded database each ORM opened on DATA_DIR runs on (for backups, db/backup.ts). */
const embedded = new WeakMap<Orm, PGlite>();

export function embeddedDatabase(orm: Orm): PGlite | undefined {
  return embedded.get(orm);
}

/** Work done once the schema is current, told how many migrations this start applied. */
export type Prepare = (orm: Orm, migrationsApplied: number) => Promise<void>;

/** Opens the ORM on the database, migrates it and runs `prepare`; nothing is left open if any of it fails. */
async function initialise(options: DatabaseOptions, prepare: Prepare | undefined): Promise<Orm> {
  const orm = await MikroORM.init(ormOptions(options));
  try {
    const applied = await orm.migrator.up();
    await prepare?.(orm, applied.length);
  } catch (error) {
    await orm.close(true);
    throw error;
  }
  return orm;
}

/**
 * Opens the database and brings its schema up to date, then runs `prepare` (first-start seeding);
 * closing the ORM releases it. On PostgreSQL all of it runs under the start-up lock, so instances
 * starting together never race each other (startup-lock.ts); the embedded database in DATA_DIR is
 * taken by this process alone (data-dir-lock.ts) and opened to take turns with other work (pglite.ts).
 */
export async function openDatabase(options: DatabaseOptions, prepare?: Prepare): Promise<Orm> {
  if (options.databaseUrl) return withStartupLock(options.databaseUrl, () => initialise(options, prepare));
  if (options.pglite) return initialise(options, prepare);
  const release = lockDataDir(options.dataDir);
  let pglite: PGlite | undefined;
  try {
    const opened = await openPglite({ dataDir: join(options.dataDir, 'pglite') });
    pglite = opened;
    const orm = await initialise({ ...options, pglite: opened }, prepare);
    embedded.set(orm, opened);
    const close = orm.close.bind(orm);
    orm.close = async (force?: boolean) => {
      await close(force);
      await opened.close();
      release();
    };
    return orm;
  } catch (error) {
    await pglite?.close();
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
