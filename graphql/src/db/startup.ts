/**
 * What `npm start` does to the database before serving: migrations, then on the first start the
 * records from the catalogue and the first admin account, all under the start-up lock on
 * PostgreSQL (startup-lock.ts), so any number of instances can start together on one database.
 */
import { ensureInitialAdmin } from '../auth/auth.service.ts';
import type { Config } from '../config.ts';
import { openDatabase, type Em, type Orm } from './orm.ts';
import { seedCatalogue } from './seed.ts';

export interface StartedDatabase {
  orm: Orm;
  /** How many migrations this start applied. */
  migrationsApplied: number;
  /** Whether this start seeded the records (the first start on this database). */
  seeded: boolean;
  /** The admin account this start created, if any, with its password when it was generated. */
  admin: { username: string; generatedPassword?: string } | null;
}

export async function startDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir' | 'siteOrigin' | 'adminUsername' | 'adminPassword'> & Partial<Pick<Config, 'dbPoolSize'>>,
): Promise<StartedDatabase> {
  let seeded = false;
  let migrationsApplied = 0;
  let admin: StartedDatabase['admin'] = null;
  const orm = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: config.dbPoolSize }, async (opened, applied) => {
    migrationsApplied = applied;
    const em = opened.em.fork() as Em;
    seeded = await seedCatalogue(em);
    admin = await ensureInitialAdmin(em, config.adminUsername, config.adminPassword);
  });
  return { orm, migrationsApplied, seeded, admin };
}
