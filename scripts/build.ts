/**
 * `npm run build`: every artefact `npm start` runs, each stamped with the hash of its sources
 * (build-stamp.ts): the web app (browser bundle, page renderer, compressed assets) and the server
 * bundle. `npm start` runs this in a process of its own when a source has changed, so the serving
 * process never holds the bundler's memory. BUILD_ONLY=server (or web) builds one of the two.
 */
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { formatDuration, phase, processLog } from '../graphql/src/log.ts';
import { bundleServer } from './server-bundle.ts';
import { buildWeb, type BuildStep } from '../web/build/build.ts';

const projectRoot = join(import.meta.dirname, '..');
const log = processLog();
const only = process.env.BUILD_ONLY;
const steps = [
  ...(only === 'server' ? [] : ['web app: the browser bundle', 'web app: the page renderer', 'web app: compressing the assets']),
  ...(only === 'web' ? [] : ['server bundle']),
];
const step: BuildStep = (name, work) => {
  const label = `Build ${steps.indexOf(name) + 1}/${steps.length}, ${name}`;
  // A line as each step starts too: the longest ones take a while with nothing else to say.
  log.info(`${label}…`);
  return phase(log, label, work);
};

const started = performance.now();
try {
  if (only !== 'server') await buildWeb(projectRoot, log, step);
  if (only !== 'web') await step('server bundle', () => bundleServer(projectRoot));
  log.info(`Build: done in ${formatDuration(Math.round(performance.now() - started))}`);
} catch (error) {
  log.error({ err: error }, 'The build failed: the message above says where. Fix the source and run npm run build again.');
  process.exitCode = 1;
}
