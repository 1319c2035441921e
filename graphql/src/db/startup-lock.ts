/**
 * Start-up on PostgreSQL under a database lock: the migrations (MikroORM creates its bookkeeping
 * table, then applies each migration), the first-start seeding and the initial admin account all
 * run while this instance holds a session-level advisory lock in the application's database.
 * Instances starting together on one empty database take turns: the first does the work, the others
 * find it done. Without the lock, two starting instances raced to create the same tables and rows,
 * and one crashed.
 *
 * A database that does not exist yet is created first, under the same lock taken in the server's
 * maintenance database (advisory locks belong to one database, and the application's cannot be
 * locked before it exists); the lock in the application's database is taken only once it exists, so
 * an instance arriving while another migrates waits for it whichever way it came in.
 *
 * Each lock is held on a connection of its own, outside the ORM's pool, for as long as the work
 * runs; ending that connection releases it, as does the process dying. The embedded database
 * needs none: its DATA_DIR belongs to one process at a time (data-dir-lock.ts).
 */
import pg from 'pg';
import { StartupProblem } from '../startup-problems.ts';

/** The advisory lock's key: a fixed number of this application's own ("CalcStrt" in ASCII). */
export const startupLockKey = 0x43616c6353747274n;

/** SQLSTATE invalid_catalog_name: the database named in the URL does not exist (yet). */
const noSuchDatabase = '3D000';
/** SQLSTATE duplicate_database, and unique_violation (two CREATE DATABASE statements at once). */
const alreadyCreated = new Set(['42P04', '23505']);

/** SQLSTATE insufficient_privilege: the user may not create databases. */
const insufficientPrivilege = '42501';

const codeOf = (error: unknown) => (error as { code?: unknown } | null)?.code;

/** A connected client, or null when the database does not exist. */
async function connect(databaseUrl: string): Promise<pg.Client | null> {
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
    return client;
  } catch (error) {
    await client.end().catch(() => {});
    if (codeOf(error) === noSuchDatabase) return null;
    throw error;
  }
}

async function lock(client: pg.Client): Promise<void> {
  await client.query('select pg_advisory_lock($1)', [startupLockKey.toString()]);
}

/** Creates the database the URL names, taking turns with other instances in the maintenance database. */
async function createDatabase(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  url.pathname = '/postgres';
  const maintenance = await connect(url.toString());
  if (!maintenance)
    throw Object.assign(new Error(`The database "${name}" does not exist, and neither does the server's "postgres" database to create it from`), {
      code: noSuchDatabase,
    });
  try {
    await lock(maintenance);
    // Another instance may have created it while this one waited for the lock.
    const found = await maintenance.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount) return;
    await maintenance.query(`create database ${maintenance.escapeIdentifier(name)}`).catch((error: unknown) => {
      // A server that does not know this application's lock (another tool) created it first: fine.
      if (alreadyCreated.has(codeOf(error) as string)) return;
      if (codeOf(error) === insufficientPrivilege) {
        throw new StartupProblem(
          `The database "${name}" in DATABASE_URL does not exist and its user may not create databases: create it (createdb ${name}) or grant the user CREATEDB.`,
        );
      }
      throw error;
    });
  } finally {
    await maintenance.end();
  }
}

export async function withStartupLock<T>(databaseUrl: string, work: () => Promise<T>): Promise<T> {
  let client = await connect(databaseUrl);
  if (!client) {
    await createDatabase(databaseUrl);
    client = await connect(databaseUrl);
    if (!client) throw Object.assign(new Error('The database was created but cannot be opened'), { code: noSuchDatabase });
  }
  try {
    await lock(client);
    return await work();
  } finally {
    await client.end();
  }
}
