/** `npm start`: build the web app if needed, open and migrate the database, then serve on one port. */
import 'reflect-metadata';
import { join } from 'node:path';
import { buildApp } from './app.ts';
import { readConfig } from './config.ts';
import { startDatabase } from './db/startup.ts';
import { registerGracefulClose } from './security/graceful-close.ts';
import { buildWeb, isBuildFresh, webDist } from './web/build.ts';

const projectRoot = join(import.meta.dirname, '..', '..');
const config = readConfig();

// The build's check reads every web source while the database opens.
// Migrations, first-start seeding and the first admin account run under a database lock (db/startup.ts).
const [buildFresh, { orm, seeded, admin }] = await Promise.all([isBuildFresh(projectRoot), startDatabase(config)]);
if (!buildFresh) {
  console.log('Building the web app…');
  await buildWeb(projectRoot);
}

if (seeded) console.log('Seeded the calculator, page and SEO records from the catalogue.');
if (admin?.generatedPassword) {
  console.log(`Created the admin account "${admin.username}" with the password: ${admin.generatedPassword}`);
  console.log('It is shown only this once: sign in at /admin and change it, or set one with npm run admin -- reset-password.');
} else if (admin) {
  console.log(`Created the admin account "${admin.username}" with the password from ADMIN_PASSWORD.`);
}

const app = await buildApp({
  webDist: webDist(projectRoot),
  orm,
  production: config.production,
  logger: config.production,
  siteOrigin: config.siteOrigin,
  analytics: Boolean(process.env.VITE_GA_MEASUREMENT_ID),
  trustProxy: config.trustProxy,
  anonymousBudget: config.anonymousBudget,
  corsOrigins: config.corsOrigins,
});
// On SIGTERM, each keep-alive connection ends with its last request instead of holding the close open.
registerGracefulClose(app);

let stopping = false;
const shutdown = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.log(`${signal} received, closing…`);
  // In-flight requests finish first; then the database closes.
  await app.close();
  await orm.close();
  process.exit(0);
};
// `on`, not `once`: a library's exit hook (signal-exit) re-raises the signal when it sees no other
// listener left, which killed the process with requests still in flight.
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.port, host: config.host });
console.log(`Serving on http://${config.host === '0.0.0.0' ? '127.0.0.1' : config.host}:${config.port}`);
