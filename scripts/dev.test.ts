/**
 * `npm run dev`: the web app from its sources with hot reload, and the API, on one origin; the
 * admin signs in through it; the server's lines are readable, not JSON.
 */
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort } from '../bench/server.ts';

const projectRoot = join(import.meta.dirname, '..');
let folder: string;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'dev-'));
  await mkdir(join(folder, 'data'));
  // The run's migrated template, so the server skips creating the database (a PostgreSQL run has none: it creates it).
  const template = inject('pgliteTemplate');
  if (!template) return;
  const pglite = await PGlite.create({ dataDir: join(folder, 'data', 'pglite'), loadDataDir: new Blob([await readFile(template)]) });
  await pglite.close();
});

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe('npm run dev', () => {
  it('serves the web app with hot reload and the API on one origin, where the admin signs in', { timeout: 120_000 }, async () => {
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const child = spawn('npm', ['run', '--silent', 'dev'], {
      cwd: projectRoot,
      detached: true,
      env: { ...process.env, PORT: String(port), DATA_DIR: join(folder, 'data'), DATABASE_URL: '', ADMIN_PASSWORD: 'dev admin password', NODE_ENV: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    try {
      for (let tries = 0; !/Serving on/.test(output); tries++) {
        if (tries > 1000 || child.exitCode !== null) throw new Error(`npm run dev did not start:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      // The app from its sources, with Vite's hot-reload client.
      const page = await (await fetch(`${origin}/percentage-calculator`)).text();
      expect(page).toContain('<script type="module" src="/@vite/client"></script>');
      expect(page).toContain('src="/src/main.tsx"');
      expect((await fetch(`${origin}/@vite/client`)).status).toBe(200);
      // The API on the same origin: what the app's loaders read, and the admin's sign-in.
      const site = (await (await fetch(`${origin}/api/site?path=%2Fpercentage-calculator`)).json()) as { page: { path?: string } | null };
      expect(site.page).not.toBeNull();
      const signIn = await fetch(`${origin}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin },
        body: JSON.stringify({ query: 'mutation { login(username: "admin", password: "dev admin password") { success } }' }),
      });
      expect(((await signIn.json()) as { data: { login: { success: boolean } } }).data.login.success).toBe(true);
      const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0]!;
      expect(cookie).toMatch(/^sid=/);
      const me = await fetch(`${origin}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin, cookie },
        body: JSON.stringify({ query: '{ me { username } }' }),
      });
      expect(await me.json()).toEqual({ data: { me: { username: 'admin' } } });
      // Readable lines: a time, a level and the message, no JSON objects.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const requestLine = output.split('\n').find((line) => line.includes('request completed') && line.includes('/graphql'));
      expect(requestLine).toMatch(/^\[\d\d:\d\d:\d\d\] INFO(\s*\(\d+\))?: request completed/);
      expect(output.split('\n').filter((line) => line.startsWith('{"level"'))).toEqual([]);
    } finally {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 1000));
      try {
        if (child.pid) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
  });
});
