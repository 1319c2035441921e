/**
 * The web app's build: the browser's bundle (web/dist) and, beside it in web/dist/server, the module
 * the server renders pages with, plus the list of chunks each public page loads. It is stamped with
 * the hash of its sources (build-stamp.ts), so `npm start` builds only when a source has changed.
 * The same sources and settings make the same files, byte for byte: asset names are hashes of
 * their contents, and nothing in the output depends on the time or the folder it was built in.
 */
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import type { Logger as ViteLogger } from 'vite';
import { webDist, webSourceHash, webStampName } from '../../scripts/build-stamp.ts';
import type { Log } from '../../graphql/src/log.ts';
import { publicPages } from '#catalogue/catalogue.ts';
import { embedSheetPaths, type Manifest, manifestFile, pageChunkPaths } from './manifest.ts';
import { precompressAssets } from './precompress.ts';
import { embedSheetsFile, explorerFolder, pageChunksFile, serverFolder } from '#catalogue/rendering.ts';

/** Vite's warnings and errors as lines of the log, without colour codes. */
function viteLogger(log: Log): ViteLogger {
  const warned = new Set<string>();
  const plain = (message: string) => stripVTControlCharacters(message).trim();
  const logger: ViteLogger = {
    hasWarned: false,
    info: () => {},
    warn: (message) => {
      logger.hasWarned = true;
      log.warn(plain(message));
    },
    warnOnce: (message) => {
      if (warned.has(message)) return;
      warned.add(message);
      logger.warn(message);
    },
    error: (message, options) => log.error({ err: options?.error }, plain(message)),
    clearScreen: () => {},
    hasErrorLogged: () => false,
  };
  return logger;
}

/** One step of the build, logged with its number and how long it took. */
export type BuildStep = <T>(name: string, work: () => Promise<T>) => Promise<T>;

export async function buildWeb(projectRoot: string, log: Log, step: BuildStep): Promise<void> {
  const { build } = await import('vite');
  const web = join(projectRoot, 'web');
  const dist = webDist(projectRoot);
  const configFile = join(web, 'vite.config.ts');
  const customLogger = viteLogger(log);
  // The manifest tells which chunks each page's route needs.
  await step('web app: the browser bundle', () => build({ root: web, configFile, customLogger, logLevel: 'warn', build: { manifest: true } }));
  await step('web app: the page renderer', () =>
    build({
      root: web,
      configFile,
      customLogger,
      logLevel: 'warn',
      // One module with everything it imports, so the server can load it from any build folder.
      ssr: { noExternal: true },
      build: { ssr: 'src/server/render.tsx', outDir: join(dist, serverFolder), emptyOutDir: true, copyPublicDir: false, chunkSizeWarningLimit: 8192 },
    }),
  );
  await step('web app: the API explorer', () => buildExplorer(web, dist));
  const manifest = JSON.parse(await readFile(join(dist, manifestFile), 'utf8')) as Manifest;
  const chunks = Object.fromEntries(publicPages.map((page) => [page.slug, pageChunkPaths(manifest, page.slug)]));
  await writeFile(join(dist, serverFolder, pageChunksFile), JSON.stringify(chunks));
  await writeFile(join(dist, serverFolder, embedSheetsFile), JSON.stringify(embedSheetPaths(manifest)));
  // The manifest has served its purpose; it is not part of the site.
  await rm(join(dist, '.vite'), { recursive: true, force: true });
  await step('web app: compressing the assets', () => precompressAssets(dist));
  await writeFile(join(dist, webStampName), await webSourceHash(projectRoot));
}

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
