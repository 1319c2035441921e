/**
 * The server bundle: the server's TypeScript as one module (graphql/dist/start.mjs) that plain Node
 * runs. Loading the sources one by one through tsx's hooks took about as long as everything else
 * in start-up together. Packages stay outside the bundle, loaded from node_modules: one copy of
 * `graphql`, and native or WebAssembly packages untouched.
 */
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { build, type BuildOptions } from 'esbuild';
import { serverBundlePath, serverInputsHash, serverStampPath, type ServerStamp } from './build-stamp.ts';

/** Writes a file beside its place and renames it in: a start at the same moment never reads half a file. */
async function writeInPlace(path: string, contents: string | Uint8Array): Promise<void> {
  const aside = `${path}.${process.pid}`;
  await writeFile(aside, contents);
  await rename(aside, path);
}

/** esbuild's settings for the server bundle (the runtime dependencies test reads its imports with them too). */
export function serverBuildOptions(projectRoot: string) {
  return {
    entryPoints: [join(projectRoot, 'graphql', 'src', 'start.ts')],
    outfile: serverBundlePath(projectRoot),
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node22',
    // The decorator settings type-graphql needs, as tsx applies them.
    tsconfig: join(projectRoot, 'tsconfig.json'),
    sourcemap: 'linked',
    logLevel: 'warning',
    metafile: true,
    write: false,
    // Paths in the bundle and its map are relative to the project, so the same sources give the same bytes anywhere.
    absWorkingDir: projectRoot,
  } as const satisfies BuildOptions;
}

export async function bundleServer(projectRoot: string): Promise<void> {
  const bundle = serverBundlePath(projectRoot);
  const { outputFiles, metafile } = await build(serverBuildOptions(projectRoot));
  await mkdir(dirname(bundle), { recursive: true });
  for (const file of outputFiles) await writeInPlace(file.path, file.contents);
  const inputs = Object.keys(metafile.inputs)
    .map((input) => relative(projectRoot, join(projectRoot, input)))
    .sort();
  const stamp: ServerStamp = { inputs, hash: await serverInputsHash(projectRoot, inputs) };
  await writeInPlace(serverStampPath(projectRoot), `${JSON.stringify(stamp, null, 1)}\n`);
}
