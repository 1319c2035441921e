/** A fresh, migrated database for one test file, copied from the run's template. */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { openDatabase, type Orm } from '../db/orm.ts';
import { openPglite } from '../db/pglite.ts';
import { adminClient, templateDatabaseName, testDatabasePrefix, withDatabase } from './postgres.ts';

export interface TestDatabase {
  orm: Orm;
  /** The PostgreSQL database's address, for a second connection to it; undefined on PGlite. */
  url?: string;
  close(): Promise<void>;
}

export async function testDatabase(): Promise<TestDatabase> {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const name = `${testDatabasePrefix(databaseUrl)}t_${randomBytes(6).toString('hex')}`;
    const admin = await adminClient(databaseUrl);
    await admin.query(`create database ${name} template ${templateDatabaseName(databaseUrl)}`);
    const url = withDatabase(databaseUrl, name);
    const orm = await openDatabase({ databaseUrl: url, dataDir: '' });
    return {
      orm,
      url,
      async close() {
        await orm.close(true);
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }
  const template = await readFile(inject('pgliteTemplate'));
  const pglite = await openPglite({ loadDataDir: new Blob([template]) });
  const orm = await openDatabase({ pglite, dataDir: '' });
  return {
    orm,
    async close() {
      await orm.close(true);
      await pglite.close();
    },
  };
}
