/**
 * `npm start`: checks that the build is current, builds only what a changed source needs (in a
 * process of its own, saying so, step by step), then runs the server bundle on plain Node. On a
 * built tree it writes nothing: a read-only image starts as it is. Node runs this file itself (its
 * types are only annotations, which Node strips), so it imports only modules Node can run so.
 *
 * `npm start` runs Node with `--liftoff-only`: the embedded database is PostgreSQL compiled to
 * WebAssembly, and V8's optimising compiler recompiling its hottest functions in the background
 * briefly doubled the process's memory at start. The baseline compiler's code answers the same
 * queries a little slower, with memory flat. (V8 reads the flag only at start; it touches nothing
 * but WebAssembly, so a PostgreSQL server's instance is unaffected.) It sets MALLOC_ARENA_MAX=2 unless
 * given: with an arena per thread, the C library kept tens of MB a flood of new pages had made the
 * compression and collector threads take (url-flood.security.test.ts).
 */
import { spawn } from 'node:child_process';
import { enableCompileCache } from 'node:module';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { serverBundlePath, staleArtefacts } from './build-stamp.ts';
import { formatDuration, processLog } from '../graphql/src/log.ts';

const projectRoot = join(import.meta.dirname, '..');
const log = processLog();

const checked = performance.now();
const stale = await staleArtefacts(projectRoot);
if (stale.length === 0) {
  log.info(
    { phase: 'build check', ms: Math.round(performance.now() - checked) },
    `Build check: current (${formatDuration(Math.round(performance.now() - checked))})`,
  );
} else {
  const which = stale.length === 2 ? 'web app and server' : stale[0];
  const time = stale.includes('web app') ? 'about a minute' : 'a few seconds';
  log.info(`Build check: the ${which} ${stale.length === 2 ? 'are' : 'is'} not built from the current sources: building, which takes ${time}…`);
  const only = stale.length === 2 ? {} : { BUILD_ONLY: stale[0] === 'server' ? 'server' : 'web' };
  // tsx runs the build: Vite's configuration and the web sources are TypeScript and TSX.
  const tsx = join(projectRoot, 'node_modules', 'tsx', 'dist', 'cli.mjs');
  const code = await new Promise<number | null>((resolve) => {
    const child = spawn(process.execPath, [tsx, join(import.meta.dirname, 'build.ts')], { stdio: 'inherit', env: { ...process.env, ...only } });
    // A stop asked for during the build ends the build too, rather than leaving it running alone.
    const passOn = (signal: NodeJS.Signals) => () => {
      child.kill(signal);
      log.info(`${signal} received during the build: stopped`);
      process.exit(1);
    };
    const onTerm = passOn('SIGTERM');
    const onInt = passOn('SIGINT');
    process.once('SIGTERM', onTerm);
    process.once('SIGINT', onInt);
    child.on('exit', (exitCode) => {
      process.off('SIGTERM', onTerm);
      process.off('SIGINT', onInt);
      resolve(exitCode);
    });
  });
  if (code !== 0) {
    log.error('The build failed, so the server was not started: fix what the lines above name and run npm start again.');
    process.exit(1);
  }
}

// V8's compiled code for the packages, kept in the build folder between starts where it is writable (Node checks
// it against each source); where it is not (a read-only image), Node starts without it.
enableCompileCache(join(projectRoot, 'graphql', 'dist', 'node-compile-cache'));
await import(pathToFileURL(serverBundlePath(projectRoot)).href);
