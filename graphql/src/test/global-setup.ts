/**
 * Migrates one template database per test run, so each test file starts from a copy instead of
 * initialising and migrating a database of its own, which on PGlite is slow. With DATABASE_URL the template is
 * a PostgreSQL database; without, a PGlite data-directory dump in a temporary file.
 *
 * It also makes the server bundle current once, as `npm start` would: the tests that start the server as
 * an operator does then run the bundle on plain Node, instead of each compiling the sources through tsx
 * or each launcher finding the bundle stale and building it again.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isServerFresh } from '../../../scripts/build-stamp.ts';
import { bundleServer } from '../../../scripts/server-bundle.ts';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/orm.ts';
import { adminClient, templateDatabaseName, withDatabase } from './postgres.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

/** What a run's template is: a PostgreSQL database (an empty string) or the file of a PGlite dump. */
interface Template {
  value: string;
  remove: () => Promise<void>;
}

// The server and tools projects both run this setup in the one Vitest process: they share one
// template, made by the first and removed after the last, instead of each making its own.
const shared = globalThis as { testTemplate?: { made: Promise<Template>; users: number } };

export default async function setup(project: TestProject) {
  shared.testTemplate ??= { made: Promise.all([makeTemplate(), currentServerBundle()]).then(([template]) => template), users: 0 };
  const entry = shared.testTemplate;
  entry.users += 1;
  const template = await entry.made;
  project.provide('pgliteTemplate', template.value);
  return async () => {
    entry.users -= 1;
    if (entry.users > 0) return;
    delete shared.testTemplate;
    await template.remove();
  };
}

const projectRoot = join(import.meta.dirname, '..', '..', '..');

async function currentServerBundle(): Promise<void> {
  if (!(await isServerFresh(projectRoot))) await bundleServer(projectRoot);
}

async function makeTemplate(): Promise<Template> {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const admin = await adminClient(databaseUrl);
    await admin.query(`drop database if exists ${templateDatabaseName(databaseUrl)} with (force)`);
    await admin.query(`create database ${templateDatabaseName(databaseUrl)}`);
    await admin.end();
    const orm = await openDatabase({ databaseUrl: withDatabase(databaseUrl, templateDatabaseName(databaseUrl)), dataDir: '' });
    await orm.close(true);
    return { value: '', remove: async () => {} };
  }
  const folder = await mkdtemp(join(tmpdir(), 'pglite-template-'));
  const pglite = await PGlite.create();
  const orm = await openDatabase({ pglite, dataDir: '' });
  await orm.close();
  const dump = await pglite.dumpDataDir('none');
  await pglite.close();
  const file = join(folder, 'template.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  return { value: file, remove: () => rm(folder, { recursive: true, force: true }) };
}
