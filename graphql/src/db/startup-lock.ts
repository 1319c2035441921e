/**
 * Start-up on PostgreSQL under a database lock: the migrations (MikroORM creates its bookkeeping
 * table, then applies each migration), the first-start seeding and the initial admin account all
 * run while this instance holds a session-level advisory lock. Instances starting together on one
 * empty database take turns: the first does the work, the others find it done. Without the lock,
 * two starting instances raced to create the same tables and rows, and one crashed.
 *
 * The lock is held on a connection of its own, outside the ORM's pool, for as long as the work
 * runs; ending that connection releases it, as does the process dying. The embedded database
 * needs none: its DATA_DIR belongs to one process at a time (data-dir-lock.ts).
 */
import pg from 'pg';

/** The advisory lock's key: a fixed number of this application's own ("CalcStrt" in ASCII). */
export const startupLockKey = 0x43616c6353747274n;

/** SQLSTATE invalid_catalog_name: the database named in the URL does not exist (yet). */
const noSuchDatabase = '3D000';

async function lockConnection(databaseUrl: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
    return client;
  } catch (error) {
    await client.end().catch(() => {});
    if ((error as { code?: unknown }).code !== noSuchDatabase) throw error;
    // MikroORM creates a missing database; the lock is then taken in the server's maintenance
    // database, so instances creating it together take turns too.
    const url = new URL(databaseUrl);
    url.pathname = '/postgres';
    const maintenance = new pg.Client({ connectionString: url.toString() });
    await maintenance.connect();
    return maintenance;
  }
}

export async function withStartupLock<T>(databaseUrl: string, work: () => Promise<T>): Promise<T> {
  const client = await lockConnection(databaseUrl);
  try {
    await client.query('select pg_advisory_lock($1)', [startupLockKey.toString()]);
    return await work();
  } finally {
    await client.end();
  }
}
