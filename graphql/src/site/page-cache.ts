/**
 * Rendered answers, kept per content version: an entry is found only by the
 * version it was rendered for, and the first request of a new version empties the cache, so no
 * answer outlives the records it was made from. Within a version the least recently used entries go
 * first once the cache holds more than its budget of bytes. Requests that miss the same entry at
 * once share one render.
 *
 * The budget counts what an entry costs the process, not only its page: its key (up to the longest
 * address a client may send), its body, each compressed copy once made (brotli and gzip), its
 * headers, and a fixed share for the objects that hold them (entryOverheadBytes). So no flood of
 * addresses can hold more memory than the budget says; what makes an entry at all is serve.ts's to
 * decide (one per set of inputs a page reads, one for every 'Page Not Found').
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
 * The bytes of `buffer` in memory of their own. Zlib hands back a short output as a view of its
 * whole output chunk, and Buffer.from puts a short one in a slab shared with other buffers: kept so,
 * an entry would hold (and not count) the rest of the chunk or the slab with it.
 */
function ownMemory(buffer: Buffer): Buffer {
  if (buffer.byteLength === buffer.buffer.byteLength) return buffer;
  const own = Buffer.allocUnsafeSlow(buffer.byteLength);
  buffer.copy(own);
  return own;
}

/**
 * A body with its ETag and compressed forms (brotli at a quality a miss can afford, gzip as
 * fallback). The ETag is the body's hash unless `validator` names what the body was made from.
 */
export function encode(text: string, validator?: string): Encoded {
  const body = ownMemory(Buffer.from(text));
  let br: Promise<Buffer> | undefined;
  let gz: Promise<Buffer> | undefined;
  return {
    body,
    etag: `"${createHash('sha1')
      .update(validator ?? body)
      .digest('base64url')}"`,
    br: () => (br ??= brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }).then(ownMemory)),
    gzip: () => (gz ??= gzipped(body, { level: 6 }).then(ownMemory)),
  };
}

/**
 * What an entry costs beyond the bytes counted one by one: the map's slot, the answer and encoding
 * objects, their closures and promises. Measured with the page cache benchmark's flood (bench/README.md).
 */
export const entryOverheadBytes = 1024;

interface Entry {
  answer: CachedAnswer;
  bytes: number;
}

/** Two bytes a character: what V8 may take for a string, whatever its characters. */
const stringBytes = (text: string) => text.length * 2;

export class PageCache {
  readonly #maximumBytes: number;
  #version = -1;
  #entries = new Map<string, Entry>();
  #bytes = 0;
  #pending = new Map<string, Promise<CachedAnswer>>();

  /**
   * The default budget leaves most of the flood bound's room (url-flood.security.test.ts) to what the
   * budget cannot count: each byte kept costs about another in the C heap (its free chunks between
   * the kept buffers and a render's garbage before the next collection), and the V8 heap grows too.
   */
  constructor(maximumBytes = 32 * 1024 * 1024) {
    this.#maximumBytes = maximumBytes;
  }

  /** The bytes the kept entries are counted as (see the module comment). */
  get bytes(): number {
    return this.#bytes;
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
      return kept.answer;
    }
    const pendingKey = `${version}\0${key}`;
    let pending = this.#pending.get(pendingKey);
    if (!pending) {
      pending = make()
        .then((answer) => (version === this.#version ? this.#keep(key, answer) : answer))
        .finally(() => this.#pending.delete(pendingKey));
      this.#pending.set(pendingKey, pending);
    }
    return pending;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** Whether asking for `key` at `version` now would cost no render: it is kept, or being rendered. */
  holds(version: number, key: string): boolean {
    return version === this.#version && (this.#entries.has(key) || this.#pending.has(`${version}\0${key}`));
  }

  #reset(version: number): void {
    this.#version = version;
    this.#entries.clear();
    this.#bytes = 0;
  }

  /** Keeps an answer, returning it as kept (its compressed copies counted as they are made). */
  #keep(key: string, answer: CachedAnswer): CachedAnswer {
    const headers = Object.entries(answer.headers).reduce((sum, [name, value]) => sum + stringBytes(name) + stringBytes(value), 0);
    const bytes = entryOverheadBytes + stringBytes(key) + answer.encoded.body.length + stringBytes(answer.encoded.etag) + headers;
    if (bytes > this.#maximumBytes) return answer;
    const entry: Entry = { answer: { ...answer, encoded: this.#counted(key, answer.encoded) }, bytes };
    this.#entries.set(key, entry);
    this.#bytes += bytes;
    this.#trim();
    return entry.answer;
  }

  /** The encoding with each compressed copy counted against the entry once it is made. */
  #counted(key: string, encoded: Encoded): Encoded {
    const grow = (copy: Promise<Buffer>) =>
      copy.then((buffer) => {
        const entry = this.#entries.get(key);
        // Made for an entry since dropped (a new version, or trimmed): nothing to count.
        if (entry?.answer.encoded === counted) {
          entry.bytes += buffer.length;
          this.#bytes += buffer.length;
          this.#trim();
        }
        return buffer;
      });
    let br: Promise<Buffer> | undefined;
    let gz: Promise<Buffer> | undefined;
    const counted: Encoded = { ...encoded, br: () => (br ??= grow(encoded.br())), gzip: () => (gz ??= grow(encoded.gzip())) };
    return counted;
  }

  /** Drops the least recently used entries until the cache is within its budget. */
  #trim(): void {
    for (const [oldest, entry] of this.#entries) {
      if (this.#bytes <= this.#maximumBytes) break;
      this.#entries.delete(oldest);
      this.#bytes -= entry.bytes;
    }
  }
}
