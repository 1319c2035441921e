/**
 * The production server as `npm start` runs it, for the benchmarks: started on a free port with
 * a database of the caller's choosing, ready when /readyz answers 200.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

export const projectRoot = join(import.meta.dirname, '..');
export const benchAdminPassword = 'bench-admin-password-1';

export interface RunningServer {
  url: string;
  /** From spawning `npm start` to the first healthy /readyz. */
  startupMs: number;
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

/** `npm start` with the given environment (DATA_DIR or DATABASE_URL); the web build must be current. */
export async function startServer(env: Record<string, string>): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn('npm', ['start', '--silent'], {
    cwd: projectRoot,
    // Fifty connections from one address measure the server, not the anonymous request budget.
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), ADMIN_PASSWORD: benchAdminPassword, ANONYMOUS_API_BUDGET: 'off', ...env },
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
    stop: async () => {
      // npm runs the server in a child of its own: signal the whole group.
      try {
        if (child.pid) process.kill(-child.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
      if (child.pid) await groupGone(child.pid);
    },
  };
}
