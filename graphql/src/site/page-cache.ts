/**
 * Rendered answers, kept per content version (CONVENTIONS section 6): an entry is found only by the
 * version it was rendered for, and the first request of a new version empties the cache, so no
 * answer outlives the records it was made from. Within a version the least recently used entries go
 * first once the cache holds more than its budget of bytes. Requests that miss the same entry at
 * once share one render.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

export interface Encoded {
  body: Buffer;
  /** Strong validator of the uncompressed body. */
  etag: string;
  /** The body compressed, each made once on first use. */
  br(): Promise<Buffer>;
  gzip(): Promise<Buffer>;
}

export interface CachedAnswer {
  status: number;
  contentType: string;
  encoded: Encoded;
  headers: Readonly<Record<string, string>>;
}

/**
 * A body with its ETag and compressed forms (brotli at a quality a miss can afford, gzip as
 * fallback). The ETag is the body's hash unless `validator` names what the body was made from.
 */
export function encode(text: string, validator?: string): Encoded {
  const body = Buffer.from(text);
  let br: Promise<Buffer> | undefined;
  let gz: Promise<Buffer> | undefined;
  return {
    body,
    etag: `"${createHash('sha1')
      .update(validator ?? body)
      .digest('base64url')}"`,
    br: () => (br ??= brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })),
    gzip: () => (gz ??= gzipped(body, { level: 6 })),
  };
}

export class PageCache {
  readonly #maximumBytes: number;
  #version = -1;
  #entries = new Map<string, CachedAnswer>();
  #bytes = 0;
  #pending = new Map<string, Promise<CachedAnswer>>();

  constructor(maximumBytes = 64 * 1024 * 1024) {
    this.#maximumBytes = maximumBytes;
  }

  /** The answer for `key` at `version`, rendered by `make` when it is not kept. */
  async get(version: number, key: string, make: () => Promise<CachedAnswer>): Promise<CachedAnswer> {
    if (version > this.#version) this.#reset(version);
    // A request that began before the version moved is answered, but its answer is not kept.
    if (version < this.#version) return make();
    const kept = this.#entries.get(key);
    if (kept) {
      // Most recently used last, so the oldest is the first the map yields.
      this.#entries.delete(key);
      this.#entries.set(key, kept);
      return kept;
    }
    const pendingKey = `${version}\0${key}`;
    let pending = this.#pending.get(pendingKey);
    if (!pending) {
      pending = make()
        .then((answer) => {
          if (version === this.#version) this.#keep(key, answer);
          return answer;
        })
        .finally(() => this.#pending.delete(pendingKey));
      this.#pending.set(pendingKey, pending);
    }
    return pending;
  }

  get size(): number {
    return this.#entries.size;
  }

  #reset(version: number): void {
    this.#version = version;
    this.#entries.clear();
    this.#bytes = 0;
  }

  #keep(key: string, answer: CachedAnswer): void {
    const bytes = answer.encoded.body.length;
    if (bytes > this.#maximumBytes) return;
    this.#entries.set(key, answer);
    this.#bytes += bytes;
    for (const [oldest, entry] of this.#entries) {
      if (this.#bytes <= this.#maximumBytes) break;
      this.#entries.delete(oldest);
      this.#bytes -= entry.encoded.body.length;
    }
  }
}
