/**
 * Backups of the embedded database: `npm run backup` while the real server takes a stream of
 * writes, then `npm run restore` into a fresh DATA_DIR. Every write the server acknowledged before
 * the backup was asked for is in the restored database, and nothing is there that was never sent.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { conditions, needs } from '../../../scripts/test-conditions.ts';
import { webSourceHash as sourceHash } from '../../../scripts/build-stamp.ts';
import { Page } from '../records/page/page.ts';
import { expectOnlyValidRecords } from '../security/harness.ts';
import { adminPassword } from '../test/server.ts';
import { openDatabase, type Em } from './orm.ts';

const projectRoot = join(import.meta.dirname, '..', '..', '..');
const port = 4700 + Math.floor(Math.random() * 90);
const base = `http://127.0.0.1:${port}`;
let folder: string;
let server: ChildProcess | undefined;

// These start the server on the embedded database; the PostgreSQL run (DATABASE_URL set) leaves them out.
const onPostgres = !conditions.embedded.met();

beforeAll(async () => {
  if (onPostgres) return;
  folder = await mkdtemp(join(tmpdir(), 'backup-'));
  await mkdir(join(folder, 'web'));
  await writeFile(join(folder, 'web', 'index.html'), '<!doctype html>');
  await writeFile(join(folder, 'web', '.source-hash'), await sourceHash(projectRoot));
  const template = await readFile(inject('pgliteTemplate'));
  await mkdir(join(folder, 'live'));
  const pglite = await PGlite.create({ dataDir: join(folder, 'live', 'pglite'), loadDataDir: new Blob([template]) });
  await pglite.close();
});

afterAll(async () => {
  if (onPostgres) return;
  if (server?.pid && server.exitCode === null) process.kill(-server.pid, 'SIGKILL');
  await rm(folder, { recursive: true, force: true });
});

/** `npm run backup` or `npm run restore` as the scripts run them; resolves with the exit code and output. */
function cli(command: 'backup' | 'restore', file: string, dataDir: string): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(projectRoot, 'graphql', 'src', 'cli', 'backup.ts'), command, file], {
    cwd: projectRoot,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

describe('npm run backup and npm run restore (embedded database)', needs('embedded'), () => {
  it('back up while the server takes writes; the restored copy holds every write acknowledged before the backup', { timeout: 180_000 }, async () => {
    const live = join(folder, 'live');
    server = spawn(process.execPath, ['--liftoff-only', join(projectRoot, 'scripts', 'start.ts')], {
      cwd: projectRoot,
      detached: true,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        SITE_URL: 'https://calc.example',
        DRAIN_SECONDS: '0',
        DATABASE_URL: '',
        DATA_DIR: live,
        WEB_DIST: join(folder, 'web'),
        PORT: String(port),
        HOST: '127.0.0.1',
        ADMIN_PASSWORD: adminPassword,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`the server did not start: ${log}`)), 90_000);
      const read = (chunk: Buffer) => {
        log += chunk.toString();
        if (log.includes('Serving on')) {
          clearTimeout(timer);
          resolve();
        }
      };
      server!.stdout!.on('data', read);
      server!.stderr!.on('data', read);
    });
    const login = await fetch(`${base}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: adminPassword }),
    });
    const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;

    // Four writers, each creating pages one after another; a page counts once the server said 201.
    const sent = new Set<string>();
    const acknowledged = new Map<string, number>();
    let writing = true;
    let next = 0;
    const writer = async () => {
      while (writing) {
        const slug = `backup-${(next += 1)}`;
        sent.add(slug);
        const response = await fetch(`${base}/api/admin/content/pages`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie },
          body: JSON.stringify({ pageSlug: slug, title: `Written under backup ${slug}` }),
        });
        if (response.status === 201) acknowledged.set(slug, performance.now());
        else throw new Error(`${slug}: ${response.status} ${await response.text()}`);
      }
    };
    const writers = Array.from({ length: 4 }, writer);
    while (acknowledged.size < 20) await new Promise((resolve) => setTimeout(resolve, 50));

    const file = join(folder, 'backup.tar.gz');
    const askedAt = performance.now();
    const backup = await cli('backup', file, live);
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).toMatch(/^Backed up the embedded database in .* \(\d+\.\d MB, from the running server\)\n$/);
    const beforeBackup = [...acknowledged].filter(([, at]) => at < askedAt).map(([slug]) => slug);
    // Writes went on during the backup: it was taken online.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect([...acknowledged.values()].some((at) => at > askedAt)).toBe(true);
    writing = false;
    await Promise.all(writers);
    server.kill('SIGTERM');
    await new Promise((resolve) => server!.once('exit', resolve));

    // With the server stopped, the backup opens the folder itself.
    const offline = await cli('backup', join(folder, 'offline.tar.gz'), live);
    expect(offline.code, offline.output).toBe(0);
    expect(offline.output).toContain('no server was running');

    const restoredDir = join(folder, 'restored');
    const restored = await cli('restore', file, restoredDir);
    expect(restored.code, restored.output).toBe(0);
    // A restore never overwrites a database.
    const again = await cli('restore', file, restoredDir);
    expect(again.code).toBe(1);
    expect(again.output).toContain('already holds a database: restore into a new DATA_DIR');

    const orm = await openDatabase({ dataDir: restoredDir });
    try {
      const em = orm.em.fork() as Em;
      const slugs = (await em.find(Page, { pageSlug: { $like: 'backup-%' } })).map((page) => page.pageSlug);
      expect(beforeBackup.length).toBeGreaterThanOrEqual(20);
      expect(beforeBackup.filter((slug) => !slugs.includes(slug))).toEqual([]);
      expect(slugs.filter((slug) => !sent.has(slug))).toEqual([]);
      await expectOnlyValidRecords(em);
    } finally {
      await orm.close();
    }
    expect(existsSync(join(restoredDir, 'process.pid'))).toBe(false);
  });

  it('says what to do without a database to back up', { timeout: 60_000 }, async () => {
    const missing = await cli('backup', join(folder, 'none.tar.gz'), join(folder, 'no-such-data'));
    expect(missing.code).toBe(1);
    expect(missing.output).toContain('There is no embedded database in');
  });
});
