/**
 * The server's start as an operator meets it: the real start module in a process of its own, on a
 * stand-in web build, reading its output as a person or a log collector would.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { connect, createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort } from '../../bench/server.ts';
import { serverBundlePath } from '../../scripts/build-stamp.ts';
import { adminClient, templateDatabaseName, testDatabasePrefix } from './test/postgres.ts';

const projectRoot = join(import.meta.dirname, '..', '..');
const databaseUrl = process.env.DATABASE_URL;
let folder: string;
let webDist: string;

interface Started {
  child: ChildProcess;
  output: () => { stdout: string; stderr: string };
  /** Waits for a line of stdout matching `pattern`. */
  line(pattern: RegExp, timeoutMs?: number): Promise<string>;
  exited: Promise<number | null>;
}

/**
 * The start module as `npm start` runs it once the build is current: the server bundle (made current by the
 * run's global setup) on plain Node with `--liftoff-only`, and V8's compiled code kept where the launcher keeps it.
 */
function start(env: Record<string, string>): Started {
  const child = spawn(process.execPath, ['--liftoff-only', serverBundlePath(projectRoot)], {
    cwd: projectRoot,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      WEB_DIST: webDist,
      DATABASE_URL: '',
      ADMIN_PASSWORD: '',
      NODE_COMPILE_CACHE: join(projectRoot, 'graphql', 'dist', 'node-compile-cache'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  const waiters: (() => void)[] = [];
  child.stdout!.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
    for (const waiter of waiters) waiter();
  });
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    child,
    output: () => ({ stdout, stderr }),
    exited,
    line: (pattern, timeoutMs = 60_000) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`No line matching ${pattern} in:\n${stdout}\n${stderr}`)), timeoutMs);
        const check = () => {
          const found = stdout.split('\n').find((line) => pattern.test(line));
          if (found) {
            clearTimeout(timer);
            resolve(found);
          }
        };
        waiters.push(check);
        check();
      }),
  };
}

/** A data directory from the run's migrated template, so a start skips creating the database. */
async function migratedDataDir(name: string): Promise<string> {
  const dataDir = join(folder, name);
  await mkdir(dataDir);
  // On a PostgreSQL run there is no PGlite template: the start then creates the database itself (slower).
  const template = inject('pgliteTemplate');
  if (!template) return dataDir;
  const pglite = await PGlite.create({ dataDir: join(dataDir, 'pglite'), loadDataDir: new Blob([await readFile(template)]) });
  await pglite.close();
  return dataDir;
}

const stackFrame = /^\s+at /m;
const colourCode = '\u001b[';

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'start-'));
  webDist = join(folder, 'web');
  await mkdir(webDist);
  await writeFile(join(webDist, 'index.html'), '<!doctype html><html><head><!--app-head--></head><body><div id="root"></div></body></html>');
});

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe('a production start', () => {
  it(
    'writes only JSON lines: one per phase with its time, the address, the generated password once; request lines carry their id',
    { timeout: 90_000 },
    async () => {
      const port = await freePort();
      const server = start({
        NODE_ENV: 'production',
        SITE_URL: 'https://calc.example',
        DRAIN_SECONDS: '0',
        PORT: String(port),
        DATA_DIR: await migratedDataDir('production'),
      });
      try {
        await server.line(/Serving on/);
        const response = await fetch(`http://127.0.0.1:${port}/no-such-page`, { headers: { 'x-request-id': 'trace-42' } });
        expect(response.status).toBe(404);
        expect(response.headers.get('x-request-id')).toBe('trace-42');
        const requestLine = await server.line(/trace-42/);
        const lines = server
          .output()
          .stdout.split('\n')
          .filter((line) => line !== '');
        const objects = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
        const messages = objects.map((object) => String(object.msg));
        expect(messages.find((message) => message.startsWith('Configuration: production mode, the embedded database in'))).toBeDefined();
        for (const phase of ['Database', 'Server']) {
          const line = objects.find((object) => object.phase === phase);
          expect(line?.ms, phase).toEqual(expect.any(Number));
          expect(String(line?.msg)).toMatch(new RegExp(`^${phase}: done in \\d+(\\.\\d)? m?s`));
        }
        expect(messages).toContain(
          `Serving on http://127.0.0.1:${port} (ready ${/\(ready (.*?) after/.exec(messages.find((m) => m.startsWith('Serving on'))!)?.[1]} after the process started; public address https://calc.example)`,
        );
        const passwordLines = messages.filter((message) => message.includes('generated password'));
        expect(passwordLines).toHaveLength(1);
        const password = /generated password (\S+) /.exec(passwordLines[0]!)?.[1];
        expect(password).toMatch(/^[\w-]{24}$/);
        expect(JSON.parse(requestLine)).toMatchObject({ reqId: 'trace-42', method: 'GET', url: '/no-such-page', statusCode: 404, remoteAddress: '127.0.0.1' });
        // The password shown signs in.
        const signIn = await fetch(`http://127.0.0.1:${port}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query: 'mutation($p: String!) { login(username: "admin", password: $p) { success } }', variables: { p: password } }),
        });
        expect(((await signIn.json()) as { data: { login: { success: boolean } } }).data.login.success).toBe(true);
        server.child.kill('SIGTERM');
        expect(await server.exited).toBe(0);
        expect(server.output().stdout).not.toContain(colourCode);
        expect(server.output().stderr).toBe('');
      } finally {
        server.child.kill('SIGKILL');
      }
    },
  );
});

describe('ordinary mistakes say their fix on one line, without a stack trace or colour codes', () => {
  async function failure(env: Record<string, string>): Promise<string> {
    const server = start(env);
    expect(await server.exited).toBe(1);
    const { stdout, stderr } = server.output();
    expect(stdout + stderr).not.toMatch(stackFrame);
    expect(stdout + stderr).not.toContain(colourCode);
    const lines = stdout.split('\n').filter((line) => line.includes('Cannot start'));
    expect(lines, stdout + stderr).toHaveLength(1);
    return lines[0]!;
  }

  it('ADMIN_PASSWORD too short, found before the database is created', { timeout: 60_000 }, async () => {
    const dataDir = join(folder, 'never-created');
    const line = await failure({ PORT: String(await freePort()), DATA_DIR: dataDir, ADMIN_PASSWORD: 'short' });
    expect(line).toContain('Cannot start: ADMIN_PASSWORD must be at least 10 characters: set one of at least 10 characters, or leave it unset');
    expect(existsSync(dataDir)).toBe(false);
  });

  it('the port in use, found before the database is opened', { timeout: 60_000 }, async () => {
    const port = await freePort();
    const taken: Server = createServer();
    await new Promise<void>((resolve) => taken.listen(port, '127.0.0.1', resolve));
    try {
      const dataDir = join(folder, 'port-never-created');
      const line = await failure({ PORT: String(port), DATA_DIR: dataDir });
      // Said before the database is opened: nothing was created.
      expect(existsSync(dataDir)).toBe(false);
      expect(line).toContain(`Cannot start: Port ${port} on 127.0.0.1 is already in use`);
      expect(line).toContain('set PORT to a free port');
    } finally {
      taken.close();
    }
  });

  it('a DATA_DIR that cannot be written', { timeout: 60_000 }, async () => {
    // /sys refuses new folders even to root, as a read-only mount does.
    const line = await failure({ PORT: String(await freePort()), DATA_DIR: '/sys/calc-data' });
    expect(line).toMatch(
      /Cannot start: DATA_DIR \/sys\/calc-data holds the embedded database, but it cannot be written \((EPERM|EACCES|EROFS)\): set DATA_DIR to a writable folder/,
    );
  });

  it('production without SITE_URL, found before the database is created', { timeout: 60_000 }, async () => {
    const dataDir = join(folder, 'no-site-url');
    const line = await failure({ NODE_ENV: 'production', SITE_URL: '', PORT: String(await freePort()), DATA_DIR: dataDir });
    expect(JSON.parse(line).msg).toBe(
      'Cannot start: SITE_URL must be set in production to the public address visitors use (https://calc.example): canonical links, social tags and the sitemap are made from it',
    );
    expect(existsSync(dataDir)).toBe(false);
  });

  it('a DATABASE_URL that is not an address, said once instead of being tried as a host name forever', { timeout: 60_000 }, async () => {
    const line = await failure({ PORT: String(await freePort()), DATABASE_URL: 'garbage' });
    expect(line).toContain(
      'Cannot start: DATABASE_URL must be a PostgreSQL address such as postgres://user:password@host:5432/database; the value set cannot be read as an address',
    );
  });

  it('a secret file that cannot be read', { timeout: 60_000 }, async () => {
    const line = await failure({ PORT: String(await freePort()), ADMIN_PASSWORD_FILE: join(folder, 'no-such-secret') });
    expect(line).toContain(
      `Cannot start: ADMIN_PASSWORD must be readable from the file ADMIN_PASSWORD_FILE names, but ${join(folder, 'no-such-secret')} cannot be read (ENOENT)`,
    );
  });

  it('a configuration value that cannot be read', { timeout: 60_000 }, async () => {
    const line = await failure({ PORT: String(await freePort()), TRUST_PROXY: 'everyone' });
    expect(line).toContain('Cannot start: TRUST_PROXY must be a number of proxy hops');
  });
});

describe('PostgreSQL not answering at start', () => {
  let admin: pg.Client | undefined;
  let name = '';

  beforeAll(async () => {
    if (!databaseUrl) return;
    name = `${testDatabasePrefix(databaseUrl)}late_${randomBytes(5).toString('hex')}`;
    admin = await adminClient(databaseUrl);
    await admin.query(`create database ${name} template ${templateDatabaseName(databaseUrl)}`);
  });

  afterAll(async () => {
    if (name) await admin?.query(`drop database if exists ${name} with (force)`);
    await admin?.end();
  });

  it('is tried again with growing pauses while /readyz answers 503; with PostgreSQL there, served once it answers', { timeout: 90_000 }, async () => {
    const port = await freePort();
    const databasePort = await freePort();
    // Nothing listens on databasePort at first; with a PostgreSQL server for the tests, a forwarder to it opens there later.
    const target = databaseUrl ? new URL(databaseUrl) : null;
    const user = target ? `${target.username}${target.password ? `:${target.password}` : ''}` : 'postgres';
    const server = start({
      PORT: String(port),
      ADMIN_PASSWORD: 'a long enough password',
      DATABASE_URL: `postgres://${user}@127.0.0.1:${databasePort}/${name || 'calc'}`,
    });
    let forwarder: Server | undefined;
    try {
      const first = await server.line(/is not answering/);
      expect(first).toContain(
        `PostgreSQL at 127.0.0.1:${databasePort}/${name || 'calc'} is not answering (ECONNREFUSED): trying again in 1.0 s, /readyz answers 503 until then`,
      );
      expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(503);
      expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
      const page = await fetch(`http://127.0.0.1:${port}/`);
      expect(page.status).toBe(503);
      expect(page.headers.get('retry-after')).toBe('5');
      await server.line(/trying again in 2\.0 s/);
      expect(server.output().stdout + server.output().stderr).not.toMatch(stackFrame);
      if (!target) return;
      forwarder = createServer((socket) => {
        const upstream = connect(Number(target.port || 5432), target.hostname);
        socket.on('error', () => upstream.destroy());
        upstream.on('error', () => socket.destroy());
        socket.pipe(upstream).pipe(socket);
      });
      await new Promise<void>((resolve) => forwarder!.listen(databasePort, '127.0.0.1', resolve));
      await server.line(/Serving on/);
      expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(200);
    } finally {
      server.child.kill('SIGKILL');
      forwarder?.close();
    }
  });
});

describe('an error nothing caught, once the server serves', () => {
  it('is logged with its cause, and the server goes on serving', { timeout: 90_000 }, async () => {
    // Planted in the real process: on SIGUSR2, an exception thrown in an event handler and a promise rejected with nothing to catch it.
    const planted = join(folder, 'planted.mjs');
    await writeFile(
      planted,
      `process.on('SIGUSR2', () => {
        setImmediate(() => { throw new Error('planted: thrown in an event handler'); });
        Promise.reject(new Error('planted: rejected with nothing to catch it'));
      });\n`,
    );
    const port = await freePort();
    const server = start({
      NODE_ENV: 'production',
      SITE_URL: 'https://calc.example',
      DRAIN_SECONDS: '0',
      PORT: String(port),
      DATA_DIR: await migratedDataDir('uncaught'),
      ADMIN_PASSWORD: 'a long enough password',
      NODE_OPTIONS: `--import ${pathToFileURL(planted).href}`,
    });
    try {
      await server.line(/Serving on/);
      server.child.kill('SIGUSR2');
      const thrown = JSON.parse(await server.line(/An uncaught exception: the server keeps serving/)) as { level: number; err: { message: string } };
      expect(thrown).toMatchObject({ level: 50, err: { message: 'planted: thrown in an event handler' } });
      const rejected = JSON.parse(await server.line(/A promise was rejected with nothing to catch it/)) as { err: { message: string } };
      expect(rejected.err.message).toBe('planted: rejected with nothing to catch it');
      expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
      expect((await fetch(`http://127.0.0.1:${port}/no-such-page`)).status).toBe(404);
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    } finally {
      server.child.kill('SIGKILL');
    }
  });
});
