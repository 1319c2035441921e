/**
 * `npm start` builds the web app when its build is missing or older than its sources: a hash of
 * every source file is stored beside the build and compared on each start.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { precompressAssets } from './precompress.ts';
import { notFoundFile, prerenderedFolder, prerenderPages } from './prerender.ts';

const stampName = '.source-hash';

async function listFiles(path: string): Promise<string[]> {
  const entries = await readdir(path, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/** The hash of everything the build depends on: the web sources and the locked dependencies. */
export async function sourceHash(projectRoot: string): Promise<string> {
  const web = join(projectRoot, 'web');
  const inputs = [
    ...(await listFiles(join(web, 'src'))),
    ...(await listFiles(join(web, 'public'))),
    join(web, 'index.html'),
    join(web, 'vite.config.ts'),
    join(web, 'iconSprite.ts'),
    join(web, 'staticStyles.ts'),
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
  hash.update(`${process.env.VITE_GA_MEASUREMENT_ID ?? ''}\0${process.env.VITE_SITE_URL ?? ''}`);
  return hash.digest('hex');
}

/** The build folder: web/dist, or WEB_DIST when set. */
export function webDist(projectRoot: string): string {
  return process.env.WEB_DIST ?? join(projectRoot, 'web', 'dist');
}

export async function isBuildFresh(projectRoot: string): Promise<boolean> {
  const dist = webDist(projectRoot);
  if (!existsSync(join(dist, 'index.html')) || !existsSync(join(dist, prerenderedFolder, notFoundFile))) return false;
  const stamp = await readFile(join(dist, stampName), 'utf8').catch(() => '');
  return stamp === (await sourceHash(projectRoot));
}

export async function buildWeb(projectRoot: string): Promise<void> {
  const { build } = await import('vite');
  // One date for both builds, so the pages pre-rendered as of today hydrate in the browser build.
  process.env.VITE_BUILD_TIME = String(Date.now());
  // The manifest tells the pre-render step which chunks each page's route needs.
  await build({ root: join(projectRoot, 'web'), configFile: join(projectRoot, 'web', 'vite.config.ts'), logLevel: 'warn', build: { manifest: true } });
  await prerenderPages(projectRoot, webDist(projectRoot));
  await precompressAssets(webDist(projectRoot));
  await writeFile(join(webDist(projectRoot), stampName), await sourceHash(projectRoot));
}
