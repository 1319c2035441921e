/**
 * A real server process for the fault tests (kill -9 during a write burst): the API on the database
 * named by DATABASE_URL, or on an embedded PGlite in DATA_DIR, listening on 127.0.0.1:PORT, with the
 * admin account ADMIN_PASSWORD. Unlike `npm start` it builds no web app (a one-line index.html does),
 * so it starts in about a second. Prints "ready" when it listens.
 *
 *   DATA_DIR=/tmp/x PORT=4511 ADMIN_PASSWORD=... tsx graphql/src/security/crash-child.ts
 */
import 'reflect-metadata';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../http/app.ts';
import { ensureInitialAdmin } from '../auth/auth.service.ts';
import { openDatabase, type Em } from '../db/orm.ts';

const port = Number(process.env.PORT);
const orm = await openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir: process.env.DATA_DIR ?? '' });
await ensureInitialAdmin(orm.em.fork() as Em, 'admin', process.env.ADMIN_PASSWORD);
const webDist = await mkdtemp(join(tmpdir(), 'crash-child-web-'));
await writeFile(join(webDist, 'index.html'), '<!doctype html><title>child</title>');
const app = await buildApp({ webDist, orm, production: true });
process.once('SIGTERM', () => {
  void app
    .close()
    .then(() => orm.close())
    .then(() => process.exit(0));
});
await app.listen({ port, host: '127.0.0.1' });
console.log('ready');
