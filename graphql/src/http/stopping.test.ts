/**
 * Stopping the real server process, however it is asked: SIGTERM to `npm start` (npm passes it to
 * the server, which runs in npm's own child: no server is left behind holding the port and the
 * DATA_DIR), SIGINT to Node itself; and a burst of requests across a SIGTERM, where /readyz turns 503
 * at once and no request that reached the server before then loses its connection.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { Agent, get } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { conditions, needs } from '../../../scripts/test-conditions.ts';
import { webSourceHash as sourceHash } from '../../../scripts/build-stamp.ts';
import { adminPassword } from '../test/server.ts';

const projectRoot = join(import.meta.dirname, '..', '..', '..');
const port = 4600 + Math.floor(Math.random() * 90);
const base = `http://127.0.0.1:${port}`;
let folder: string;
let child: ChildProcess | undefined;
let output = '';

// These start the server on the embedded database; the PostgreSQL run (DATABASE_URL set) leaves them out.
const onPostgres = !conditions.embedded.met();

beforeAll(async () => {
  if (onPostgres) return;
  folder = await mkdtemp(join(tmpdir(), 'stopping-'));
  // A stand-in web build stamped as fresh, so the launcher does not build the web app.
  await mkdir(join(folder, 'web'));
  await writeFile(join(folder, 'web', 'index.html'), '<!doctype html>');
  await writeFile(join(folder, 'web', '.source-hash'), await sourceHash(projectRoot));
  const template = await readFile(inject('pgliteTemplate'));
  await mkdir(join(folder, 'data'));
  const pglite = await PGlite.create({ dataDir: join(folder, 'data', 'pglite'), loadDataDir: new Blob([template]) });
  await pglite.close();
});

afterEach(() => {
  if (child?.pid && child.exitCode === null && child.signalCode === null) process.kill(-child.pid, 'SIGKILL');
  child = undefined;
});

afterAll(async () => {
  if (onPostgres) return;
  await rm(folder, { recursive: true, force: true });
});

/** Starts the server (through `npm start` or Node directly) and resolves once it serves. */
async function start(how: 'npm' | 'node', drainSeconds: number): Promise<ChildProcess> {
  const [command, args] = how === 'npm' ? ['npm', ['start']] : [process.execPath, ['--liftoff-only', join(projectRoot, 'scripts', 'start.ts')]];
  output = '';
  child = spawn(command, args, {
    cwd: projectRoot,
    // Its own process group, so a failed test can end everything it started.
    detached: true,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: '',
      DATA_DIR: join(folder, 'data'),
      WEB_DIST: join(folder, 'web'),
      SITE_URL: 'https://calc.example',
      PORT: String(port),
      HOST: '127.0.0.1',
      ADMIN_PASSWORD: adminPassword,
      ANONYMOUS_API_BUDGET: 'off',
      DRAIN_SECONDS: String(drainSeconds),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const started = child;
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start: ${output}`)), 90_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Serving on')) {
        clearTimeout(timer);
        resolve();
      }
    };
    started.stdout!.on('data', read);
    started.stderr!.on('data', read);
    started.once('exit', () => reject(new Error(`the server exited: ${output}`)));
  });
  return started;
}

const exited = (process: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (process.exitCode !== null) resolve(process.exitCode);
    else process.once('exit', (code) => resolve(code));
  });

/** Whether anything accepts connections on the port. */
const portAnswers = () =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/**
 * Resolves once the server says it has the signal. With `npm start` the signal reaches it through
 * npm, a moment later on a busy machine: from then on /readyz must answer 503.
 */
const signalReceived = (signal: string) =>
  new Promise<void>((resolve, reject) => {
    const deadline = performance.now() + 10_000;
    const look = () => {
      if (output.includes(`${signal} received`)) resolve();
      else if (performance.now() > deadline) reject(new Error(`the server did not say it got ${signal}: ${output}`));
      else setTimeout(look, 5);
    };
    look();
  });

const messages = () =>
  output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => (JSON.parse(line) as { msg: string }).msg);

describe('stopping the server process', needs('embedded'), () => {
  it.each([
    ['npm', 'SIGTERM'],
    ['node', 'SIGINT'],
  ] as const)(
    '%s start, %s to that process: the server drains, stops within the drain time, says so once and frees the port',
    { timeout: 120_000 },
    async (how, signal) => {
      const server = await start(how, 1);
      const sent = performance.now();
      process.kill(server.pid!, signal);
      await signalReceived(signal);
      expect((await fetch(`${base}/readyz`)).status).toBe(503);
      const code = await Promise.race([exited(server), new Promise((resolve) => setTimeout(() => resolve('still running'), 10_000))]);
      expect(code).toBe(0);
      // One drain second, then the close: well inside the 10 s a platform waits before it kills.
      expect(performance.now() - sent).toBeLessThan(8000);
      // npm has exited: nothing of the server may be left serving or holding the port.
      expect(await portAnswers()).toBe(false);
      expect(messages().filter((message) => /^Stopped /.test(message))).toEqual([expect.stringMatching(new RegExp(`^Stopped [\\d.]+ m?s after ${signal}$`))]);
      expect(messages().filter((message) => message.startsWith('>'))).toEqual([]);
    },
  );

  it('loses no request that reached the server before /readyz turned 503 to a reset, kept-alive connections included', { timeout: 120_000 }, async () => {
    const drainSeconds = 2;
    const server = await start('node', drainSeconds);
    const agent = new Agent({ keepAlive: true, maxSockets: 20 });
    /** A GET on a kept-alive connection: its status, or the socket error's code. */
    const send = (url: string) =>
      new Promise<number>((resolve, reject) => {
        get(url, { agent }, (response) => {
          response.resume();
          response.once('end', () => resolve(response.statusCode!));
          response.once('error', reject);
        }).once('error', reject);
      });
    const query = `${base}/graphql?query=${encodeURIComponent('{ activeCalculators(first: 1) { totalCount } }')}`;
    type Outcome = { startedAt: number; status?: number; error?: string };
    const outcomes: Outcome[] = [];
    let sigtermAt = Infinity;
    let notReadyAt = Infinity;
    let listenerClosed = false;
    // Twenty clients on kept-alive connections, each sending one request after another until the
    // listener refuses them.
    const client = async () => {
      while (!listenerClosed) {
        const outcome: Outcome = { startedAt: performance.now() };
        outcomes.push(outcome);
        try {
          outcome.status = await send(query);
        } catch (error) {
          const code = (error as { code?: string }).code;
          outcome.error = code ?? String(error);
          if (code === 'ECONNREFUSED') listenerClosed = true;
        }
      }
    };
    const readiness = async () => {
      while (notReadyAt === Infinity && !listenerClosed) {
        const asked = performance.now();
        const response = await fetch(`${base}/readyz`).catch(() => null);
        if (response?.status === 503 && asked >= sigtermAt) notReadyAt = asked;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    };
    const clients = Array.from({ length: 20 }, client);
    // Warm: a hundred answers before the signal, so kept-alive connections are in use when it comes.
    for (let waited = 0; outcomes.filter((outcome) => outcome.status === 200).length < 100 && waited < 60_000; waited += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    sigtermAt = performance.now();
    process.kill(server.pid!, 'SIGTERM');
    await readiness();
    await Promise.all(clients);
    expect(await exited(server)).toBe(0);
    agent.destroy();

    // /readyz turned 503 at once, not at the end of the drain.
    expect(notReadyAt - sigtermAt).toBeLessThan(500);
    const beforeNotReady = outcomes.filter((outcome) => outcome.startedAt < notReadyAt);
    expect(beforeNotReady.length).toBeGreaterThan(100);
    expect(beforeNotReady.filter((outcome) => outcome.status !== 200)).toEqual([]);
    // Requests sent during the drain are served too, up to a moment before the listener closes.
    const duringDrain = outcomes.filter((outcome) => outcome.startedAt >= notReadyAt && outcome.startedAt < sigtermAt + drainSeconds * 1000 - 300);
    expect(duringDrain.length).toBeGreaterThan(0);
    expect(duringDrain.filter((outcome) => outcome.status !== 200)).toEqual([]);
    // Then the listener closed: the clients were refused from then on (a connection opened in the
    // last moment before the close may be reset: those requests came well after /readyz said 503).
    expect(outcomes.some((outcome) => outcome.error === 'ECONNREFUSED')).toBe(true);
    expect(messages().filter((message) => /^Stopped /.test(message))).toHaveLength(1);
  });
});
