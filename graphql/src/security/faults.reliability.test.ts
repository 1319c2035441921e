/**
 * Faults:
 * - closing (what SIGTERM does in start.ts) lets an in-flight request finish and refuses new ones;
 * - on PostgreSQL, a database that goes away (connections terminated, database renamed) makes
 *   /readyz say 503 and requests answer a clear 503 SERVICE_UNAVAILABLE, never a 500, and everything
 *   recovers by itself when it returns (PGlite runs inside the process: it cannot go away alone);
 * - a server process killed with SIGKILL in the middle of a write burst leaves no half-written
 *   record: every record has its audit entry and every audit entry its record, and every write the
 *   server acknowledged is there (on a temporary PGlite DATA_DIR, or a temporary PostgreSQL database).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { needs } from '../../../scripts/test-conditions.ts';
import { buildApp } from '../http/app.ts';
import { AuditEntry } from '../audit/audit-entry.entity.ts';
import { openDatabase, type Em, type Orm } from '../db/orm.ts';
import { Page } from '../records/page/page.ts';
import { templateDatabaseName, testDatabasePrefix, withDatabase } from '../test/postgres.ts';
import { webSourceHash as sourceHash } from '../../../scripts/build-stamp.ts';
import { adminPassword, testServer, type TestServer } from '../test/server.ts';
import { registerGracefulClose } from './graceful-close.ts';
import { expectOnlyValidRecords } from './harness.ts';

const databaseUrl = process.env.DATABASE_URL;
const projectRoot = join(import.meta.dirname, '..', '..', '..');
let server: TestServer;
let webDist: string;

beforeAll(async () => {
  server = await testServer();
  webDist = await mkdtemp(join(tmpdir(), 'web-dist-'));
  await writeFile(join(webDist, 'index.html'), '<!doctype html>');
});

afterAll(async () => {
  await server?.close();
  await rm(webDist, { recursive: true, force: true });
});

async function listening(orm: Orm): Promise<{ app: FastifyInstance; base: string }> {
  const app = await buildApp({ webDist, orm });
  // As start.ts does: a close does not wait for idle keep-alive connections.
  registerGracefulClose(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return { app, base: `http://127.0.0.1:${address.port}` };
}

async function signIn(base: string): Promise<string> {
  const response = await fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: adminPassword }),
  });
  expect(response.status).toBe(200);
  return response.headers.getSetCookie()[0]!.split(';')[0]!;
}

/** Resolves when the child prints `marker`; rejects if it exits or takes over a minute. */
function started(child: ChildProcess, marker: string): Promise<void> {
  let output = '';
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the child did not start: ${output}`)), 60_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(marker)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', () => reject(new Error(`the child exited: ${output}`)));
  });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('closing the server (SIGTERM)', () => {
  it('lets the request in flight finish, refuses new connections, then closes', async () => {
    const { app, base } = await listening(server.database.orm);
    const cookie = await signIn(base);
    await server.rest('POST', '/api/admin/content/pages', { pageSlug: 'home', title: 'Home' }, cookie);
    // Hold the page table (PostgreSQL) or the whole embedded database (PGlite): the update waits.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holder = (server.database.orm.em.fork() as Em).transactional(async (em) => {
      await em.execute('lock table page in access exclusive mode');
      locked();
      await gate;
    });
    await isLocked;
    const inFlight = fetch(`${base}/api/admin/content/pages/home`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ title: 'Saved while closing' }),
    });
    await pause(300);
    let closed = false;
    const closing = app.close().then(() => (closed = true));
    await pause(200);
    expect(closed).toBe(false);
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();
    release();
    await holder;
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(response.headers.get('connection')).toBe('close');
    expect(((await response.json()) as { title: string }).title).toBe('Saved while closing');
    await closing;
    expect(closed).toBe(true);
    expect((await server.em().findOneOrFail(Page, { pageSlug: 'home' })).title).toBe('Saved while closing');
  });
});

describe('SIGTERM to the real server process (npm start: scripts/start.ts)', () => {
  let folder: string;
  let childUrl: string | undefined;
  let admin: pg.Client | undefined;
  let child: ChildProcess | undefined;
  const port = 4590 + Math.floor(Math.random() * 9);

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'sigterm-'));
    // A stand-in web build stamped as fresh, so start.ts does not build the web app.
    await mkdir(join(folder, 'web'));
    await writeFile(join(folder, 'web', 'index.html'), '<!doctype html>');
    await writeFile(join(folder, 'web', '.source-hash'), await sourceHash(projectRoot));
    if (databaseUrl) {
      const name = `${testDatabasePrefix(databaseUrl)}sigterm_${randomBytes(5).toString('hex')}`;
      admin = new pg.Client({ connectionString: databaseUrl });
      await admin.connect();
      await admin.query(`create database ${name} template ${templateDatabaseName(databaseUrl)}`);
      childUrl = withDatabase(databaseUrl, name);
    } else {
      const template = await readFile(inject('pgliteTemplate'));
      await mkdir(join(folder, 'data'));
      const pglite = await PGlite.create({ dataDir: join(folder, 'data', 'pglite'), loadDataDir: new Blob([template]) });
      await pglite.close();
    }
  });

  afterAll(async () => {
    if (child?.pid && child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
    if (admin && childUrl) await admin.query(`drop database if exists ${new URL(childUrl).pathname.slice(1)} with (force)`);
    await admin?.end();
    await rm(folder, { recursive: true, force: true });
  });

  it('finishes the request in flight, then exits 0 by itself', { timeout: 90_000 }, async () => {
    // What `npm start` runs: the launcher bundles start.ts and runs it in its own process.
    child = spawn(process.execPath, [join(projectRoot, 'scripts', 'start.ts')], {
      cwd: projectRoot,
      detached: true,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        SITE_URL: 'https://calc.example',
        DATABASE_URL: childUrl ?? '',
        DATA_DIR: join(folder, 'data'),
        WEB_DIST: join(folder, 'web'),
        PORT: String(port),
        HOST: '127.0.0.1',
        ADMIN_PASSWORD: adminPassword,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<number | null>((resolve) => child!.once('exit', (code) => resolve(code)));
    await started(child, 'Serving on');
    const base = `http://127.0.0.1:${port}`;
    const cookie = await signIn(base);
    const lock = admin && childUrl ? new pg.Client({ connectionString: childUrl }) : undefined;
    if (lock) {
      // Hold the page table so the update below is in flight when SIGTERM arrives.
      await lock.connect();
      await lock.query('begin');
      await lock.query('lock table page in access exclusive mode');
    }
    const inFlight = fetch(`${base}/api/admin/content/pages/home`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ title: 'Saved during SIGTERM' }),
    });
    await pause(300);
    process.kill(child.pid!, 'SIGTERM');
    if (lock) {
      await pause(500);
      expect(child.exitCode).toBeNull();
      await lock.query('commit');
      await lock.end();
    }
    const response = await inFlight;
    expect(response.status).toBe(200);
    const code = await Promise.race([exited, pause(15_000).then(() => 'still running')]);
    expect(code).toBe(0);
    child = undefined;
  });
});

describe('the database going away (PostgreSQL only: PGlite lives inside the server process)', needs('postgres'), () => {
  let admin: pg.Client;
  let name: string;
  let app: FastifyInstance;
  let base: string;
  let cookie: string;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    name = new URL(server.database.orm.config.get('clientUrl')!).pathname.slice(1);
    ({ app, base } = await listening(server.database.orm));
    cookie = await signIn(base);
  });

  afterAll(async () => {
    await admin.query(`alter database ${name}_away rename to ${name}`).catch(() => {});
    await app?.close();
    await admin?.end();
  });

  const terminate = () => admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [name]);

  async function request(path: string, init: RequestInit = {}) {
    const response = await fetch(`${base}${path}`, init);
    return { status: response.status, text: await response.text() };
  }
  const graphql = (query: string, withCookie: boolean) =>
    request('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(withCookie ? { cookie } : {}) },
      body: JSON.stringify({ query }),
    });

  it('survives its connections being terminated: no 500, and answers again at once', async () => {
    for (let round = 0; round < 3; round += 1) {
      await terminate();
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const answer = await request('/api/admin/content/pages', { headers: { cookie } });
        statuses.push(answer.status);
        expect([200, 503], answer.text).toContain(answer.status);
        if (answer.status === 200) break;
      }
      expect(statuses.at(-1)).toBe(200);
    }
  });

  it('while it is gone: alive, not ready, and every request a clear 503; then it recovers by itself', async () => {
    for (let attempt = 0; ; attempt += 1) {
      await terminate();
      try {
        await admin.query(`alter database ${name} rename to ${name}_away`);
        break;
      } catch (error) {
        if (attempt > 20) throw error;
      }
    }
    try {
      expect((await request('/healthz')).status).toBe(200);
      expect(await request('/readyz')).toEqual({ status: 503, text: JSON.stringify({ status: 'database unavailable' }) });
      const rest = await request('/api/admin/content/pages', { headers: { cookie } });
      expect(rest).toEqual({
        status: 503,
        text: JSON.stringify({ code: 'SERVICE_UNAVAILABLE', message: 'The database is not answering. Try again in a moment.' }),
      });
      const login = await request('/api/admin/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: 'x' }),
      });
      expect(login.status).toBe(503);
      for (const withCookie of [false, true]) {
        const answer = await graphql('{ publishedPages { nodes { pageSlug } } }', withCookie);
        expect(answer.status, answer.text).toBe(503);
        const body = JSON.parse(answer.text) as { errors: { message: string; extensions: { code: string } }[] };
        expect(body.errors[0]!.extensions.code).toBe('SERVICE_UNAVAILABLE');
        expect(body.errors[0]!.message).toBe('The database is not answering. Try again in a moment.');
      }
    } finally {
      await admin.query(`alter database ${name}_away rename to ${name}`);
    }
    let ready = 0;
    for (let attempt = 0; attempt < 50 && ready !== 200; attempt += 1) {
      ready = (await request('/readyz')).status;
      if (ready !== 200) await pause(100);
    }
    expect(ready).toBe(200);
    expect((await request('/api/admin/content/pages', { headers: { cookie } })).status).toBe(200);
    expect(JSON.parse((await graphql('{ me { username } }', true)).text)).toEqual({ data: { me: { username: 'admin' } } });
  });
});

describe('a crash in the middle of a write burst', () => {
  let child: ChildProcess | undefined;
  let folder: string;
  let childUrl: string | undefined;
  let admin: pg.Client | undefined;
  const port = 4500 + Math.floor(Math.random() * 90);

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'crash-'));
    if (databaseUrl) {
      const name = `${testDatabasePrefix(databaseUrl)}crash_${randomBytes(5).toString('hex')}`;
      admin = new pg.Client({ connectionString: databaseUrl });
      await admin.connect();
      await admin.query(`create database ${name} template ${templateDatabaseName(databaseUrl)}`);
      childUrl = withDatabase(databaseUrl, name);
    } else {
      // A data directory started from the run's migrated template, so the child skips initdb.
      const template = await readFile(inject('pgliteTemplate'));
      const pglite = await PGlite.create({ dataDir: join(folder, 'pglite'), loadDataDir: new Blob([template]) });
      await pglite.close();
    }
  });

  afterAll(async () => {
    if (child?.pid) process.kill(-child.pid, 'SIGKILL');
    if (admin && childUrl) await admin.query(`drop database if exists ${new URL(childUrl).pathname.slice(1)} with (force)`);
    await admin?.end();
    await rm(folder, { recursive: true, force: true });
  });

  it('leaves every record with its audit entry and every acknowledged write in place', { timeout: 90_000 }, async () => {
    // Node itself with tsx as a loader (the tsx command would run the server as a grandchild, which
    // a SIGKILL to tsx leaves running), in its own process group so nothing can outlive the kill.
    child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'crash-child.ts')], {
      cwd: projectRoot,
      detached: true,
      env: {
        ...process.env,
        DATABASE_URL: childUrl ?? '',
        DATA_DIR: folder,
        PORT: String(port),
        ADMIN_PASSWORD: adminPassword,
        NODE_ENV: 'production',
        SITE_URL: 'https://calc.example',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<void>((resolve) => child!.once('exit', () => resolve()));
    await started(child, 'ready');
    const base = `http://127.0.0.1:${port}`;
    const cookie = await signIn(base);

    const acknowledged: string[] = [];
    let killed = false;
    const writer = async (lane: number) => {
      for (let i = 0; !killed && i < 500; i += 1) {
        const slug = `crash-${lane}-${i}`;
        try {
          const response = await fetch(`${base}/api/admin/content/pages`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', cookie },
            body: JSON.stringify({
              pageSlug: slug,
              title: `Crash ${lane} ${i}`,
              content: { blocks: [{ type: 'paragraph', text: `${lane} ${i} ${'x'.repeat(2000)}` }] },
            }),
          });
          if (response.status === 201) acknowledged.push(slug);
          else expect(response.status).toBe(201);
        } catch {
          return; // the server is gone
        }
      }
    };
    const lanes = Array.from({ length: 8 }, (_, lane) => writer(lane));
    while (acknowledged.length < 40) await pause(20);
    const childPid = child.pid!;
    process.kill(-childPid, 'SIGKILL');
    killed = true;
    await Promise.all(lanes);
    await exited;
    child = undefined;
    // The whole process group is gone: nothing holds the database any more.
    expect(() => process.kill(childPid, 0)).toThrow();

    const orm = await openDatabase({ databaseUrl: childUrl, dataDir: folder });
    try {
      const em = orm.em.fork() as Em;
      const records = (await em.find(Page, { pageSlug: { $like: 'crash-%' } })).map((page) => page.pageSlug).sort();
      const audits = (await em.find(AuditEntry, { action: 'create', recordType: 'page', recordKey: { $like: 'crash-%' } }))
        .map((entry) => entry.recordKey!)
        .sort();
      expect(records.length).toBeGreaterThanOrEqual(acknowledged.length);
      expect(audits).toEqual(records);
      expect(new Set(records).size).toBe(records.length);
      for (const slug of acknowledged) expect(records).toContain(slug);
      for (const page of await em.find(Page, { pageSlug: { $like: 'crash-%' } })) {
        expect((page.content as { blocks: { text: string }[] }).blocks[0]?.text).toMatch(/^\d+ \d+ x{2000}$/);
      }
      await expectOnlyValidRecords(em);
    } finally {
      await orm.close(true);
    }
  });
});
