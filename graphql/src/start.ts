/**
 * The server's start (run by `npm start` through scripts/start.ts, on the current build): read the
 * configuration, open, migrate and seed the database, then serve on one port. Each phase says what
 * it did on one line with its time; the ordinary mistakes say their fix on one line (startup-problems.ts).
 * PostgreSQL not answering at start is waited for, with growing pauses, while /readyz answers 503.
 */
import 'reflect-metadata';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { safeSerializers } from './http/access-log.ts';
import { buildApp } from './http/app.ts';
import { webDist } from '../../scripts/build-stamp.ts';
import { readConfig, type Config } from './config.ts';
import { serveBackups } from './db/backup.ts';
import { embeddedDatabase } from './db/orm.ts';
import { startDatabase, type StartedDatabase } from './db/startup.ts';
import { formatDuration, phase, processLog } from './log.ts';
import { registerGracefulClose } from './security/graceful-close.ts';
import {
  checkAdminPassword,
  configurationProblem,
  databaseAddress,
  databaseProblem,
  dataDirProblem,
  isDatabaseUnreachable,
  listenProblem,
  StartupProblem,
} from './startup-problems.ts';
import { listenWhileWaiting, type WaitingServer } from './http/waiting-server.ts';
import { registerProcessGuards } from './http/process-guards.ts';

const projectRoot = join(import.meta.dirname, '..', '..');
const log = processLog().child({}, { serializers: safeSerializers });

/** Ends the process on a failed start: a known mistake as its one line, anything else with its cause. */
function fail(error: unknown, config?: Config): never {
  const problem =
    error instanceof StartupProblem
      ? error
      : (configurationProblem(error) ??
        (config && (config.databaseUrl ? databaseProblem(error, config.databaseUrl) : dataDirProblem(error, config.dataDir))) ??
        (config ? listenProblem(error, config.host, config.port) : null));
  if (problem) log.fatal(`Cannot start: ${problem.message}`);
  else log.fatal({ err: error }, 'Cannot start: an unexpected error (its cause is logged with this line)');
  process.exit(1);
}

let config: Config;
try {
  config = readConfig();
  // Before the database is touched: a refused password must not leave a migrated, seeded database without an admin.
  checkAdminPassword(config.adminPassword);
} catch (error) {
  fail(error);
}
const where = config.databaseUrl ? `PostgreSQL at ${databaseAddress(config.databaseUrl)}` : `the embedded database in ${config.dataDir}`;
log.info(`Configuration: ${config.production ? 'production' : 'development'} mode, ${where}`);
if (!config.databaseUrl && !existsSync(join(config.dataDir, 'pglite'))) {
  log.info('Database: creating the embedded database (only the first start does this, and it takes a while)…');
}

let stopping = false;
/** What answers on the port while PostgreSQL is waited for. */
const waiting: { server: WaitingServer | null } = { server: null };
/** Turns /readyz to 503 while the server keeps serving (nothing to do before the server runs). */
let drain: () => void = () => {};
let stop: () => Promise<{ cut: number }> = async () => {
  await waiting.server?.close();
  return { cut: 0 };
};
let skipDrain: () => void = () => {};
/** The drain applies once the server serves; a stop during start-up has nothing to drain. */
let drainMs = 0;
let firstSignalAt = 0;
/**
 * A clean stop: /readyz answers 503 at once, requests are served for DRAIN_SECONDS, then the
 * listener closes, requests in flight finish and the database closes; one line says it stopped.
 * A second signal a moment later (a terminal's Ctrl-C reaches both npm and this process at once,
 * and npm passes it on) is the same request; one sent later ends the drain early.
 */
const shutdown = async (signal: string) => {
  if (stopping) {
    if (performance.now() - firstSignalAt > 1000) skipDrain();
    return;
  }
  stopping = true;
  firstSignalAt = performance.now();
  drain();
  log.info(
    drainMs > 0
      ? `${signal} received: /readyz answers 503; serving for ${formatDuration(drainMs)} more (DRAIN_SECONDS), then closing…`
      : `${signal} received: closing (requests in flight finish first)…`,
  );
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, drainMs);
    skipDrain = () => {
      clearTimeout(timer);
      resolve();
    };
  });
  const { cut } = await stop();
  const cutNote = cut > 0 ? ` (${cut} connection${cut === 1 ? '' : 's'} still busy were cut)` : '';
  log.info(
    { phase: 'stopped', ms: Math.round(performance.now() - firstSignalAt) },
    `Stopped ${formatDuration(Math.round(performance.now() - firstSignalAt))} after ${signal}${cutNote}`,
  );
  process.exit(0);
};
// `on`, not `once`: a library's exit hook (signal-exit) re-raises the signal when it sees no other
// listener left, which killed the process with requests still in flight.
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

/** Opens the database; PostgreSQL not answering is tried again after 1, 2, 4… up to 30 s, serving /readyz 503 meanwhile. */
async function openDatabase(): Promise<StartedDatabase> {
  for (let pause = 1000; ; pause = Math.min(pause * 2, 30_000)) {
    try {
      return await startDatabase(config);
    } catch (error) {
      if (!config.databaseUrl || !isDatabaseUnreachable(error) || stopping) throw error;
      waiting.server ??= await listenWhileWaiting(config.host, config.port);
      const code = (error as { code?: string }).code ?? (error as Error).message;
      log.warn(
        `PostgreSQL at ${databaseAddress(config.databaseUrl)} is not answering (${code}): trying again in ${formatDuration(pause)}, /readyz answers 503 until then. Check that it runs and that DATABASE_URL names it.`,
      );
      await sleep(pause);
    }
  }
}

/** Takes the port for a moment and gives it back: a port in use is said at once, before the database is opened. */
async function checkPort(): Promise<void> {
  const probe = createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once('error', reject);
    probe.listen(config.port, config.host, () => probe.close(() => resolve()));
  });
}

try {
  await checkPort();
  const { orm, admin } = await phase(log, 'Database', openDatabase, (started) =>
    [
      `${started.migrationsApplied} migration${started.migrationsApplied === 1 ? '' : 's'} applied`,
      started.seeded ? 'seeded the calculator, page and SEO records from the catalogue' : '',
    ]
      .filter(Boolean)
      .join(', '),
  );
  if (admin?.generatedPassword) {
    log.info(
      `Admin account "${admin.username}" created with the generated password ${admin.generatedPassword} (shown only this once: sign in at /admin and change it, or set one with npm run admin -- reset-password --username ${admin.username})`,
    );
  } else if (admin) {
    log.info(`Admin account "${admin.username}" created with the password from ADMIN_PASSWORD`);
  }
  const app = await phase(log, 'Server', () =>
    buildApp({
      webDist: webDist(projectRoot),
      orm,
      production: config.production,
      log,
      siteOrigin: config.siteOrigin,
      analytics: Boolean(process.env.VITE_GA_MEASUREMENT_ID),
      trustProxy: config.trustProxy,
      anonymousBudget: config.anonymousBudget,
      pageRenderBudget: config.pageRenderBudget,
      corsOrigins: config.corsOrigins,
      webhooks: { allowPrivateTargets: config.webhookAllowPrivateTargets },
    }),
  );
  // On SIGTERM: /readyz 503 and the drain, then a close that waits for requests in flight (graceful-close.ts).
  const graceful = registerGracefulClose(app);
  // Backups of the embedded database while it runs: npm run backup asks through DATA_DIR (db/backup.ts).
  const pglite = embeddedDatabase(orm);
  const backups = pglite ? await serveBackups(config.dataDir, pglite, (error) => log.error({ err: error }, 'A backup failed')) : null;
  drain = graceful.drain;
  stop = async () => {
    const closed = await graceful.close();
    await backups?.close();
    await orm.close();
    return closed;
  };
  await waiting.server?.close();
  waiting.server = null;
  // Fastify logs one line per address it listens on: this is that line.
  const listening = (address: string) => {
    const local = address.replace(/\/\/(0\.0\.0\.0|\[::\])(?=:)/, '//127.0.0.1');
    const publicAddress = config.siteOrigin === local ? '' : `; public address ${config.siteOrigin}`;
    return `Serving on ${local} (ready ${formatDuration(Math.round(performance.now()))} after the process started${publicAddress})`;
  };
  await app.listen({ port: config.port, host: config.host, listenTextResolver: listening });
  drainMs = config.drainMs;
  // From here on, an error nothing caught is logged, and the process serves on (http/process-guards.ts).
  registerProcessGuards(log);
} catch (error) {
  if (!stopping) fail(error, config);
}
