/**
 * `npm run dev`: the whole product on one origin (PORT, 3000 by default) while it is being changed.
 * Vite serves the web app from its sources with hot reload; the server (start.ts, restarted by tsx
 * when a server source changes) runs on a loopback port of its own, and Vite passes it every request
 * for the API, the health checks, the sitemap and robots.txt. One origin, so the admin's session
 * cookie and the cross-site guard behave as in production, and the admin signs in as there.
 * Pages are rendered by the browser here (no server rendering); `npm start` serves them rendered.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { existsSync } from 'node:fs';
import { createServer } from 'vite';
import { webDist } from './build-stamp.ts';
import { processLog } from '../graphql/src/log.ts';

const projectRoot = join(import.meta.dirname, '..');
const log = processLog({ pretty: true });
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';

/** The paths the server answers; everything else is the web app's, from Vite. */
const serverPaths = ['/graphql', '/api', '/healthz', '/readyz', '/sitemap.xml', '/robots.txt'];

async function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('No free port'))));
    });
  });
}

/** The server reads the page template from a build; without one yet, a bare template stands in (pages come from Vite). */
async function serverWebDist(): Promise<string> {
  const built = webDist(projectRoot);
  if (existsSync(join(built, 'index.html'))) return built;
  const standIn = await mkdtemp(join(tmpdir(), 'calc-dev-web-'));
  await writeFile(join(standIn, 'index.html'), '<!doctype html><html><head><!--app-head--></head><body><div id="root"></div></body></html>');
  return standIn;
}

const apiPort = await freeLoopbackPort();
const tsx = join(projectRoot, 'node_modules', 'tsx', 'dist', 'cli.mjs');
const server = spawn(process.execPath, [tsx, 'watch', '--clear-screen=false', join(projectRoot, 'graphql', 'src', 'start.ts')], {
  stdio: 'inherit',
  // The public address is Vite's, which visitors use; the server's own port is an internal one.
  env: {
    ...process.env,
    NODE_ENV: process.env.NODE_ENV ?? 'development',
    HOST: '127.0.0.1',
    PORT: String(apiPort),
    SITE_URL: process.env.SITE_URL || `http://127.0.0.1:${port}`,
    WEB_DIST: await serverWebDist(),
  },
});

const target = `http://127.0.0.1:${apiPort}`;
const vite = await createServer({
  root: join(projectRoot, 'web'),
  configFile: join(projectRoot, 'web', 'vite.config.ts'),
  clearScreen: false,
  server: {
    port,
    host,
    strictPort: true,
    // The Host header is passed on as the browser sent it, so the server sees its own origin.
    proxy: Object.fromEntries(serverPaths.map((path) => [path, { target, changeOrigin: false, xfwd: false }])),
  },
});
await vite.listen();
log.info(`Development: the web app with hot reload and the API on http://${host}:${port} (the server itself on ${target})`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  server.kill('SIGTERM');
  await vite.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
server.on('exit', (code) => {
  if (stopping) return;
  log.error(`The server stopped (exit code ${code}): see the lines above; npm run dev again once it is fixed.`);
  void vite.close().then(() => process.exit(1));
});
