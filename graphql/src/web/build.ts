/**
 * The web app's build: the browser's bundle (web/dist) and, beside it in web/dist/server, the module
 * the server renders pages with, plus the list of chunks each public page loads. `npm start` builds
 * when the build is missing or older than its sources: a hash of every source file is stored beside
 * the build and compared on each start.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { publicPages } from '../../../web/src/catalogue/catalogue.ts';
import { type Manifest, manifestFile, pageChunkPaths } from './manifest.ts';
import { precompressAssets } from './precompress.ts';
import { pageChunksFile, renderModuleFile, serverFolder } from './renderer.ts';

const stampName = '.source-hash';

async function listFiles(path: string): Promise<string[]> {
  const entries = await readdir(path, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/** The hash of everything the build depends on: the web sources, the build steps and the locked dependencies. */
export async function sourceHash(projectRoot: string): Promise<string> {
  const web = join(projectRoot, 'web');
  const inputs = [
    ...(await listFiles(join(web, 'src'))),
    ...(await listFiles(join(web, 'public'))),
    join(web, 'index.html'),
    join(web, 'vite.config.ts'),
    join(web, 'iconSprite.ts'),
    join(web, 'staticStyles.ts'),
    // From the project, not from this module's folder: `npm start` runs this module bundled into
    // graphql/dist, whose files are not the build's steps, and its hash then never matched the
    // stamp `npm run build` wrote, so each alternation of the two built the web app again.
    ...(await listFiles(join(projectRoot, 'graphql', 'src', 'web'))).filter((file) => !file.endsWith('.test.ts')),
    join(projectRoot, 'package-lock.json'),
  ]
    .filter((file) => existsSync(file))
    .sort();
  const hash = createHash('sha256');
  for (const file of inputs) {
    hash.update(relative(projectRoot, file));
    hash.update('\0');
    hash.update(await readFile(file));
    hash.update('\0');
  }
  // Build-time configuration changes the output too.
  hash.update(process.env.VITE_GA_MEASUREMENT_ID ?? '');
  return hash.digest('hex');
}

/** The build folder: web/dist, or WEB_DIST when set. */
export function webDist(projectRoot: string): string {
  return process.env.WEB_DIST ?? join(projectRoot, 'web', 'dist');
}

export async function isBuildFresh(projectRoot: string): Promise<boolean> {
  const dist = webDist(projectRoot);
  if (!existsSync(join(dist, 'index.html')) || !existsSync(join(dist, serverFolder, renderModuleFile))) return false;
  const stamp = await readFile(join(dist, stampName), 'utf8').catch(() => '');
  return stamp === (await sourceHash(projectRoot));
}

export async function buildWeb(projectRoot: string): Promise<void> {
  const { build } = await import('vite');
  const web = join(projectRoot, 'web');
  const dist = webDist(projectRoot);
  const configFile = join(web, 'vite.config.ts');
  // The manifest tells which chunks each page's route needs.
  await build({ root: web, configFile, logLevel: 'warn', build: { manifest: true } });
  await build({
    root: web,
    configFile,
    logLevel: 'warn',
    // One module with everything it imports, so the server can load it from any build folder.
    ssr: { noExternal: true },
    build: { ssr: 'src/server/render.tsx', outDir: join(dist, serverFolder), emptyOutDir: true, copyPublicDir: false, chunkSizeWarningLimit: 8192 },
  });
  await buildExplorer(web, dist);
  const manifest = JSON.parse(await readFile(join(dist, manifestFile), 'utf8')) as Manifest;
  const chunks = Object.fromEntries(publicPages.map((page) => [page.slug, pageChunkPaths(manifest, page.slug)]));
  await writeFile(join(dist, serverFolder, pageChunksFile), JSON.stringify(chunks));
  // The manifest has served its purpose; it is not part of the site.
  await rm(join(dist, '.vite'), { recursive: true, force: true });
  await precompressAssets(dist);
  await writeFile(join(dist, stampName), await sourceHash(projectRoot));
}

/** Where the API explorer's bundle goes in the build (served by the static files, read by api/explorer.ts). */
export const explorerFolder = 'graphiql';

/**
 * The API explorer (GraphiQL, web/src/graphiql/main.tsx) as one script and one style sheet of its own,
 * bundled by esbuild: it shares nothing with the site's chunks and loads only on GET /graphql.
 */
export async function buildExplorer(web: string, dist: string): Promise<void> {
  const { build } = await import('esbuild');
  await build({
    entryPoints: { explorer: join(web, 'src', 'graphiql', 'main.tsx') },
    outdir: join(dist, explorerFolder),
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    // Fonts and icons inside the style sheet stay inside it: nothing is fetched from elsewhere.
    loader: { '.woff': 'dataurl', '.woff2': 'dataurl', '.ttf': 'dataurl', '.svg': 'dataurl', '.png': 'dataurl' },
    logLevel: 'warning',
  });
}
