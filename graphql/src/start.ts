/** `npm start`: build the web app if needed, then serve everything on one port. */
import { join } from 'node:path';
import { buildApp } from './app.ts';
import { readConfig } from './config.ts';
import { buildWeb, isBuildFresh, webDist } from './web/build.ts';

const projectRoot = join(import.meta.dirname, '..', '..');
const config = readConfig();

if (!(await isBuildFresh(projectRoot))) {
  console.log('Building the web app…');
  await buildWeb(projectRoot);
}

const app = await buildApp({ webDist: webDist(projectRoot), logger: config.production });

const shutdown = async (signal: string) => {
  console.log(`${signal} received, closing…`);
  await app.close();
  process.exit(0);
};
process.once('SIGTERM', () => void shutdown('SIGTERM'));
process.once('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.port, host: config.host });
console.log(`Serving on http://${config.host === '0.0.0.0' ? '127.0.0.1' : config.host}:${config.port}`);
