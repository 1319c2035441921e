import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressAssets } from './precompress.ts';
import { serverFolder } from '#catalogue/rendering.ts';

describe('compressing the build once', () => {
  let dist: string;
  const script = 'export const answer = 42;\n'.repeat(200);

  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'precompress-'));
    await mkdir(join(dist, 'assets'));
    await mkdir(join(dist, serverFolder));
    await writeFile(join(dist, 'assets', 'app-1.js'), script);
    await writeFile(join(dist, 'assets', 'style-1.css'), 'a { color: red }\n'.repeat(100));
    await writeFile(join(dist, 'assets', 'tiny-1.js'), 'export {};');
    await writeFile(join(dist, 'og-image.png'), Buffer.alloc(4096, 7));
    await writeFile(join(dist, serverFolder, 'render.js'), 'export const x = 1;'.repeat(500));
  });

  afterAll(async () => {
    await rm(dist, { recursive: true, force: true });
  });

  it('writes brotli and gzip copies of text files that decompress to the original', async () => {
    expect(await precompressAssets(dist)).toBe(2);
    expect(brotliDecompressSync(await readFile(join(dist, 'assets', 'app-1.js.br'))).toString()).toBe(script);
    expect(gunzipSync(await readFile(join(dist, 'assets', 'app-1.js.gz'))).toString()).toBe(script);
    expect(existsSync(join(dist, 'assets', 'style-1.css.br'))).toBe(true);
  });

  it("leaves out tiny files, images and the server's own files", () => {
    expect(existsSync(join(dist, 'assets', 'tiny-1.js.br'))).toBe(false);
    expect(existsSync(join(dist, 'og-image.png.br'))).toBe(false);
    expect(existsSync(join(dist, serverFolder, 'render.js.br'))).toBe(false);
  });
});
