/**
 * Scale-out proof: three server processes from the same build, started at once on one empty
 * PostgreSQL database, behind a round-robin proxy made here. Every instance becomes ready (the
 * start-up lock lets one migrate and seed while the others wait), and a visitor or an admin going
 * through the proxy meets one site: sign-in, edits, sessions, the sign-in limiter, pages and assets
 * agree whichever instance answers. Runs on PostgreSQL only (DATABASE_URL); it builds first when
 * the build is not current, as `npm start` would, and serves the build's bundle as the image does.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { join } from 'node:path';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needs } from '../../scripts/test-conditions.ts';
import { freePort } from '../../bench/server.ts';
import { serverBundlePath, staleArtefacts } from '../../scripts/build-stamp.ts';
import { migrationsList } from './db/migrations/index.ts';
import { adminClient, testDatabasePrefix, withDatabase } from './test/postgres.ts';

const databaseUrl = process.env.DATABASE_URL;
const projectRoot = join(import.meta.dirname, '..', '..');
const adminPassword = 'scale-out admin password';
const instances = 3;

interface Instance {
  child: ChildProcess;
  port: number;
  output: string;
}

let admin: pg.Client;
let databaseName = '';
let running: Instance[] = [];
let proxy: Server | undefined;
let base = '';

/**
 * The load balancer: each request to the next instance in turn, with the client's address appended
 * to X-Forwarded-For (from `x-test-client` when the test plays another client) and the instance
 * that answered named in `x-instance`.
 */
async function roundRobinProxy(ports: number[]): Promise<{ server: Server; port: number }> {
  let next = 0;
  const server = createServer((incoming, outgoing) => {
    const index = next++ % ports.length;
    const client = String(incoming.headers['x-test-client'] ?? incoming.socket.remoteAddress ?? '');
    const forwarded = [incoming.headers['x-forwarded-for'], client].filter(Boolean).join(', ');
    const upstream = httpRequest(
      { host: '127.0.0.1', port: ports[index], method: incoming.method, path: incoming.url, headers: { ...incoming.headers, 'x-forwarded-for': forwarded } },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-instance': String(index) });
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => outgoing.writeHead(502).end());
    incoming.pipe(upstream);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { server, port };
}

async function ready(instance: Instance): Promise<void> {
  for (let tries = 0; tries < 600; tries++) {
    if (instance.child.exitCode !== null) throw new Error(`An instance exited:\n${instance.output}`);
    try {
      if ((await fetch(`http://127.0.0.1:${instance.port}/readyz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`An instance never became ready:\n${instance.output}`);
}

/** One request through the proxy, with the instance that answered. */
async function through(path: string, init: RequestInit = {}): Promise<{ response: Response; instance: number }> {
  const response = await fetch(`${base}${path}`, init);
  return { response, instance: Number(response.headers.get('x-instance')) };
}

async function graphql(query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const { response, instance } = await through('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return { body: (await response.json()) as { data?: Record<string, unknown>; errors?: { extensions?: { code?: string } }[] }, instance, response };
}

const login = 'mutation($u: String!, $p: String!) { login(username: $u, password: $p) { success } }';

describe('three instances on one PostgreSQL database, behind a round-robin proxy', needs('postgres'), () => {
  beforeAll(async () => {
    // The build every instance serves, made once (as npm start would when it is not current).
    if ((await staleArtefacts(projectRoot)).length > 0) {
      const built = spawnSync('npm', ['run', '--silent', 'build'], { cwd: projectRoot, env: { ...process.env, NODE_ENV: 'production' }, encoding: 'utf8' });
      if (built.status !== 0) throw new Error(`The build failed:\n${built.stdout}\n${built.stderr}`);
    }
    admin = await adminClient(databaseUrl!);
    databaseName = `${testDatabasePrefix(databaseUrl!)}scale_${randomBytes(5).toString('hex')}`;
    await admin.query(`create database ${databaseName}`);
    const ports = await Promise.all(Array.from({ length: instances }, () => freePort()));
    const balancer = await roundRobinProxy(ports);
    proxy = balancer.server;
    base = `http://127.0.0.1:${balancer.port}`;
    // All at once, on the empty database.
    running = ports.map((port) => {
      const child = spawn(process.execPath, ['--liftoff-only', serverBundlePath(projectRoot)], {
        cwd: projectRoot,
        env: {
          ...process.env,
          NODE_ENV: 'production',
          HOST: '127.0.0.1',
          PORT: String(port),
          DATABASE_URL: withDatabase(databaseUrl!, databaseName),
          DB_POOL_SIZE: '3',
          ADMIN_USERNAME: 'admin',
          ADMIN_PASSWORD: adminPassword,
          SITE_URL: base,
          TRUST_PROXY: '1',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const instance: Instance = { child, port, output: '' };
      child.stdout!.on('data', (chunk: Buffer) => (instance.output += chunk.toString()));
      child.stderr!.on('data', (chunk: Buffer) => (instance.output += chunk.toString()));
      return instance;
    });
  }, 300_000);

  afterAll(async () => {
    for (const instance of running) instance.child.kill('SIGKILL');
    proxy?.close();
    if (databaseName) await admin?.query(`drop database if exists ${databaseName} with (force)`);
    await admin?.end();
  });

  it('all become ready; exactly one migrates, seeds and creates the admin', { timeout: 120_000 }, async () => {
    await Promise.all(running.map(ready));
    const lines = running.map((instance) =>
      instance.output
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as { msg: string }),
    );
    const said = (pattern: RegExp) => lines.filter((own) => own.some((line) => pattern.test(line.msg))).length;
    expect(said(new RegExp(`^Database: done in .*${migrationsList.length} migrations applied`))).toBe(1);
    expect(said(/seeded the calculator, page and SEO records/)).toBe(1);
    expect(said(/^Admin account "admin" created/)).toBe(1);
    expect(said(/^Serving on/)).toBe(instances);
    const shared = await adminClient(withDatabase(databaseUrl!, databaseName));
    try {
      const { rows } = await shared.query<{ accounts: string; calculators: string }>(
        'select (select count(*) from admin_user) as accounts, (select count(*) from calculator) as calculators',
      );
      expect(rows[0]).toEqual({ accounts: '1', calculators: '27' });
    } finally {
      await shared.end();
    }
  });

  it('a session made on one instance is known to every instance, and a sign-out on one ends it on all', { timeout: 60_000 }, async () => {
    const signedIn = await graphql(login, { u: 'admin', p: adminPassword });
    expect(signedIn.body.data?.login).toEqual({ success: true });
    const cookie = (signedIn.response.headers.get('set-cookie') ?? '').split(';')[0]!;
    const seen = new Set<number>();
    for (let call = 0; call < instances; call++) {
      const me = await graphql('{ me { username } }', {}, { cookie });
      expect(me.body.data?.me).toEqual({ username: 'admin' });
      seen.add(me.instance);
    }
    expect(seen.size).toBe(instances);
    await graphql('mutation { logout }', {}, { cookie });
    for (let call = 0; call < instances; call++) expect((await graphql('{ me { username } }', {}, { cookie })).body.data?.me).toBeNull();
  });

  it('an edit through one instance is in the page every instance serves next, with the same page and ETag everywhere', { timeout: 60_000 }, async () => {
    const signedIn = await graphql(login, { u: 'admin', p: adminPassword });
    const cookie = (signedIn.response.headers.get('set-cookie') ?? '').split(';')[0]!;
    // Each instance serves (and keeps) the page before the edit.
    for (let call = 0; call < instances; call++) await (await through('/terms')).response.text();
    const title = `Terms, edited ${randomBytes(3).toString('hex')}`;
    const { response: edited } = await through('/api/admin/content/pages/terms', {
      method: 'PUT',
      headers: { 'content-type': 'application/json', cookie, origin: base },
      body: JSON.stringify({ title }),
    });
    expect(edited.status).toBe(200);
    const pages = new Map<number, { body: string; etag: string | null }>();
    for (let call = 0; call < instances; call++) {
      const { response, instance } = await through('/terms');
      expect(response.status).toBe(200);
      pages.set(instance, { body: await response.text(), etag: response.headers.get('etag') });
    }
    expect(pages.size).toBe(instances);
    for (const page of pages.values()) expect(page.body).toContain(title);
    // The same page from each, but for the time the router's hand-over says each match was loaded at.
    const loadedAt = /\bu:\d{13}\b/g;
    expect(new Set([...pages.values()].map((page) => page.body.replace(loadedAt, 'u:0'))).size).toBe(1);
    expect(new Set([...pages.values()].map((page) => page.etag)).size).toBe(1);
  });

  it("counts a stranger's failed sign-ins together, whichever instance each reached", { timeout: 60_000 }, async () => {
    const stranger = { 'x-test-client': '198.51.100.7' };
    // The free failures (five), spread over the three instances.
    for (let attempt = 0; attempt < 5; attempt++) {
      const failed = await graphql(login, { u: 'nobody', p: 'a wrong password' }, stranger);
      expect(failed.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
    // The next attempt at once must wait, on every instance.
    const refusedBy = new Set<number>();
    for (let call = 0; call < instances; call++) {
      const refused = await graphql(login, { u: 'nobody', p: 'a wrong password' }, stranger);
      expect(refused.body.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
      expect(refused.response.status).toBe(429);
      refusedBy.add(refused.instance);
    }
    expect(refusedBy.size).toBe(instances);
  });

  it('loads every asset a page names through any instance, the same bytes from each', { timeout: 60_000 }, async () => {
    const page = await (await through('/percentage-calculator')).response.text();
    const assets = [...new Set([...page.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]!))];
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets) {
      const copies = await Promise.all(running.map(async (instance) => fetch(`http://127.0.0.1:${instance.port}${asset}`)));
      for (const copy of copies) expect(copy.status, asset).toBe(200);
      const bytes = await Promise.all(copies.map(async (copy) => Buffer.from(await copy.arrayBuffer()).toString('base64')));
      expect(new Set(bytes).size, asset).toBe(1);
    }
  });
});
