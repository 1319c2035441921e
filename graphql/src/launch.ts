/**
 * `npm start`: bundle the server's TypeScript into one module with esbuild, then run it on plain
 * Node. Loading the sources one by one through tsx's hooks took a second or more, about as
 * long as everything else in start-up together; bundling takes tens of milliseconds, so it is
 * done on every start and the bundle is never stale. Node runs this file itself (its types are
 * only annotations, which Node strips). Packages stay outside the bundle, loaded from
 * node_modules as before: one copy of `graphql`, and native or WebAssembly packages untouched.
 */
import { build } from 'esbuild';
import { enableCompileCache } from 'node:module';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

const projectRoot = join(import.meta.dirname, '..', '..');
// Beside src, at the same depth, so the server finds the project root as it does from src.
const bundle = join(projectRoot, 'graphql', 'dist', 'start.mjs');

const { outputFiles } = await build({
  entryPoints: [join(import.meta.dirname, 'start.ts')],
  outfile: bundle,
  bundle: true,
  packages: 'external',
  platform: 'node',
  format: 'esm',
  target: 'node22',
  // The decorator settings type-graphql needs, as tsx applies them.
  tsconfig: join(projectRoot, 'tsconfig.json'),
  sourcemap: 'linked',
  logLevel: 'warning',
  write: false,
});
// Written aside and renamed into place: a second start at the same moment (a test run beside a
// running server) never imports a half-written file.
await mkdir(dirname(bundle), { recursive: true });
for (const file of outputFiles) {
  const aside = `${file.path}.${process.pid}`;
  await writeFile(aside, file.contents);
  await rename(aside, file.path);
}

// V8's compiled code for the packages, kept between starts (Node checks it against each source).
enableCompileCache(join(projectRoot, 'node_modules', '.cache', 'node-compile-cache'));
await import(pathToFileURL(bundle).href);
