/**
 * The build's files compressed once, at the highest settings, beside the originals (`x.js.br`,
 * `x.js.gz`): the server sends them as they are instead of compressing every answer again at a
 * quality it can afford per request.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { serverFolder } from '#catalogue/rendering.ts';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Text the server may send as a file; images and fonts are compressed already. */
const compressible = /\.(js|mjs|css|svg|json|txt|xml|webmanifest)$/;

/** Below this, compression saves too little to be worth a second file (the server's own threshold). */
const minimumBytes = 1024;

export async function precompressAssets(webDist: string): Promise<number> {
  const entries = await readdir(webDist, { withFileTypes: true, recursive: true });
  const files = entries
    .filter((entry) => entry.isFile() && compressible.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    // The server's own files are never sent.
    .filter((file) => !relative(webDist, file).startsWith(`${serverFolder}${sep}`));
  let written = 0;
  for (const file of files) {
    const body = await readFile(file);
    if (body.length < minimumBytes) continue;
    const [br, gz] = await Promise.all([
      brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
      gzipped(body, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    written += 1;
  }
  return written;
}
