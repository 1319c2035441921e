/**
 * The page cache's budget counts what an entry costs: its key, its body, each compressed copy once
 * made, its headers and a fixed share for the objects holding them. No number of entries, however
 * small their pages or long their keys, holds more than the budget.
 */
import { describe, expect, it } from 'vitest';
import { encode, entryOverheadBytes, PageCache, type CachedAnswer } from './page-cache.ts';

const answer = (body: string): CachedAnswer => ({ status: 200, contentType: 'text/html', encoded: encode(body), headers: { 'Cache-Control': 'no-cache' } });

describe('the page cache budget', () => {
  it('counts each key and the fixed share of every entry, not only the bodies', async () => {
    const cache = new PageCache(1024 * 1024);
    const longKey = (n: number) => `${n}:${'k'.repeat(8000)}`;
    for (let n = 0; n < 1000; n += 1) await cache.get(1, longKey(n), async () => answer('x'));
    // Each entry: 16 KB of key, at least, and the overhead: at most 1 MB of them is kept.
    expect(cache.bytes).toBeLessThanOrEqual(1024 * 1024);
    expect(cache.size).toBeLessThanOrEqual(Math.floor((1024 * 1024) / (16_000 + entryOverheadBytes)));
    expect(cache.size).toBeGreaterThan(0);
  });

  it('counts a compressed copy when it is made, and drops the oldest entries to stay within the budget', async () => {
    const page = 'lorem ipsum '.repeat(4000);
    const cache = new PageCache(400 * 1024);
    const first = await cache.get(1, 'a', async () => answer(page));
    const plain = cache.bytes;
    expect(plain).toBeGreaterThan(page.length);
    const gzipped = await first.encoded.gzip();
    expect(cache.bytes).toBe(plain + gzipped.length);
    const brotli = await first.encoded.br();
    expect(cache.bytes).toBe(plain + gzipped.length + brotli.length);
    // Asked for again, the same copies: nothing counted twice.
    await (await cache.get(1, 'a', async () => answer('never made'))).encoded.br();
    expect(cache.bytes).toBe(plain + gzipped.length + brotli.length);
    for (const key of ['b', 'c', 'd', 'e', 'f', 'g', 'h', 'i']) await (await cache.get(1, key, async () => answer(page))).encoded.gzip();
    expect(cache.bytes).toBeLessThanOrEqual(400 * 1024);
    let made = 0;
    await cache.get(1, 'a', async () => {
      made += 1;
      return answer(page);
    });
    expect(made).toBe(1);
  });

  it('holds no more memory for a body or a compressed copy than it counts', async () => {
    // Varied enough that each copy is several KB, as a page's are, yet shorter than zlib's output chunk.
    const page = Array.from({ length: 3000 }, (_, n) => `<p>${(n * 7919) % 10007}</p>`).join('');
    const { encoded } = await new PageCache().get(1, 'page', async () => answer(page));
    for (const copy of [await encoded.gzip(), await encoded.br(), encode('a short body').body]) {
      expect(copy.buffer.byteLength).toBe(copy.byteLength);
    }
  });
});
