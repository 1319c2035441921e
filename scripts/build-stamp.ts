/**
 * Whether the build is current: `npm start` asks this before anything else, and builds only when a
 * source has changed since the last `npm run build`. Two artefacts, each stamped with a hash of what
 * it was made from, written beside it:
 * - the web app (web/dist, or WEB_DIST): the web sources, the build steps in web/build, the
 *   locked dependencies and the build-time settings;
 * - the server bundle (graphql/dist/start.mjs): exactly the files esbuild read to make it (its
 *   metafile), the TypeScript settings and the locked dependencies.
 *
 * Node runs this file as it is (scripts/start.ts), so it imports nothing but Node's own modules and
 * type-only imports.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';

/** The build-time settings: a change to any of them changes what the web build makes. */
export const buildSettings = ['VITE_GA_MEASUREMENT_ID'] as const;

/** The web build's stamp file, inside the build folder. */
export const webStampName = '.source-hash';

/** The server bundle and its stamp, beside graphql/src at the same depth (the server finds the project root alike). */
export const serverBundlePath = (projectRoot: string) => join(projectRoot, 'graphql', 'dist', 'start.mjs');
export const serverStampPath = (projectRoot: string) => join(projectRoot, 'graphql', 'dist', 'inputs.json');

/** The web build folder: web/dist, or WEB_DIST when set (parallel test runs use folders of their own). */
export function webDist(projectRoot: string): string {
  return process.env.WEB_DIST ?? join(projectRoot, 'web', 'dist');
}

async function listFiles(path: string): Promise<string[]> {
  if (!existsSync(path)) return [];
  const entries = await readdir(path, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/** A hash of these files' paths (relative to the project) and contents, in a fixed order, plus `extra`. */
export async function hashFiles(projectRoot: string, files: readonly string[], extra: readonly string[] = []): Promise<string> {
  const hash = createHash('sha256');
  for (const file of [...new Set(files)].filter((path) => existsSync(path)).sort()) {
    hash.update(relative(projectRoot, file));
    hash.update('\0');
    hash.update(await readFile(file));
    hash.update('\0');
  }
  for (const value of extra) hash.update(`${value}\0`);
  return hash.digest('hex');
}

/** The hash of everything the web build depends on: the web sources, the build steps, the locked dependencies and the settings. */
export async function webSourceHash(projectRoot: string): Promise<string> {
  const web = join(projectRoot, 'web');
  const inputs = [
    ...(await listFiles(join(web, 'src'))),
    ...(await listFiles(join(web, 'public'))),
    join(web, 'index.html'),
    join(web, 'vite.config.ts'),
    // The build's own steps: a change to how the app is built changes what it makes.
    ...(await listFiles(join(web, 'build'))).filter((file) => !file.endsWith('.test.ts')),
    // package.json names the import paths (#catalogue) the build resolves.
    join(projectRoot, 'package.json'),
    join(projectRoot, 'package-lock.json'),
  ];
  return hashFiles(
    projectRoot,
    inputs,
    buildSettings.map((name) => process.env[name] ?? ''),
  );
}

/** What the server bundle's stamp records: the files it was made from, and their hash. */
export interface ServerStamp {
  inputs: string[];
  hash: string;
}

/** The files besides esbuild's inputs that change the bundle. */
export const serverBuildFiles = ['tsconfig.json', 'tsconfig.base.json', 'package.json', 'package-lock.json'];

export async function serverInputsHash(projectRoot: string, inputs: readonly string[]): Promise<string> {
  return hashFiles(
    projectRoot,
    [...inputs, ...serverBuildFiles].map((file) => join(projectRoot, file)),
  );
}

async function isWebFresh(projectRoot: string): Promise<boolean> {
  const dist = webDist(projectRoot);
  // The stamp is written last, once every file of the build is in place.
  if (!existsSync(join(dist, 'index.html'))) return false;
  const stamp = await readFile(join(dist, webStampName), 'utf8').catch(() => '');
  return stamp === (await webSourceHash(projectRoot));
}

/** Whether graphql/dist/start.mjs was made from the current server sources. */
export async function isServerFresh(projectRoot: string): Promise<boolean> {
  if (!existsSync(serverBundlePath(projectRoot))) return false;
  let stamp: ServerStamp;
  try {
    stamp = JSON.parse(await readFile(serverStampPath(projectRoot), 'utf8')) as ServerStamp;
  } catch {
    return false;
  }
  return Array.isArray(stamp.inputs) && stamp.hash === (await serverInputsHash(projectRoot, stamp.inputs));
}

/** The artefacts whose sources changed since they were built (none: the build is current). */
export async function staleArtefacts(projectRoot: string): Promise<('web app' | 'server')[]> {
  const [web, server] = await Promise.all([isWebFresh(projectRoot), isServerFresh(projectRoot)]);
  return [...(web ? [] : ['web app' as const]), ...(server ? [] : ['server' as const])];
}
