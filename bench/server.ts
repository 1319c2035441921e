/**
 * The production server as `npm start` runs it, for the benchmarks: started on a free port with
 * a database of the caller's choosing, ready when /readyz answers 200.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

export const projectRoot = join(import.meta.dirname, '..');
export const benchAdminPassword = 'bench-admin-password-1';

export interface RunningServer {
  url: string;
  /** From spawning `npm start` to the first healthy /readyz. */
  startupMs: number;
  /** The serving Node process's peak resident memory so far (VmHWM), in MB; null where /proc is missing. */
  peakRssMb(): Promise<number | null>;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('No port'))));
    });
  });
}

/**
 * Waits for every process of the group to exit, killing what is left after 10 s. npm exits on the
 * signal at once while the server it started is still closing its database: waiting for npm alone
 * let the next start, or the removal of the data directory, race a server still writing.
 */
async function groupGone(groupId: number): Promise<void> {
  const deadline = performance.now() + 10_000;
  for (;;) {
    try {
      process.kill(-groupId, performance.now() > deadline ? 'SIGKILL' : 0);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The processes under `root` (npm, its shell, the Node server), from /proc. */
async function descendants(root: number): Promise<number[]> {
  const parents = new Map<number, number>();
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    // The parent pid is the second field after the command name, which is in parentheses.
    const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    parents.set(Number(entry), parent);
  }
  const found: number[] = [];
  const walk = (pid: number) => {
    for (const [child, parent] of parents) {
      if (parent !== pid) continue;
      found.push(child);
      walk(child);
    }
  };
  walk(root);
  return found;
}

/** The serving process's peak resident memory, found among the processes `npm start` runs. */
async function serverPeakRssMb(npmPid: number): Promise<number | null> {
  if (!existsSync('/proc')) return null;
  let peakKb = 0;
  for (const pid of await descendants(npmPid)) {
    // The server's process is the launcher's (scripts/start.ts imports the server bundle into itself).
    const command = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
    if (!command.includes('scripts/start.ts')) continue;
    const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
    peakKb = Math.max(peakKb, Number(/^VmHWM:\s+(\d+) kB/m.exec(status)?.[1] ?? 0));
  }
  return peakKb > 0 ? Math.round(peakKb / 1024) : null;
}

/** `npm start` with the given environment (DATA_DIR or DATABASE_URL); the web build must be current. */
export async function startServer(env: Record<string, string>): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn('npm', ['start', '--silent'], {
    cwd: projectRoot,
    // Fifty connections from one address measure the server, not the anonymous request and render budgets.
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SITE_URL: url,
      DRAIN_SECONDS: '0',
      PORT: String(port),
      ADMIN_PASSWORD: benchAdminPassword,
      ANONYMOUS_API_BUDGET: 'off',
      PAGE_RENDER_BUDGET: 'off',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited early: ${stderr}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) break;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const startupMs = performance.now() - started;
  return {
    url,
    startupMs,
    peakRssMb: async () => (child.pid ? serverPeakRssMb(child.pid) : null),
    stop: async () => {
      // Signal the whole group: npm and the server it runs.
      try {
        if (child.pid) process.kill(-child.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
      if (child.pid) await groupGone(child.pid);
    },
  };
}
