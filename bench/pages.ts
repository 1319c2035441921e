/**
 * Page serving, on the production build and a throwaway PostgreSQL database:
 *
 * - Cache hits: autocannon, 50 connections, `accept-encoding: br, gzip` as browsers send it, on a
 *   calculator page and on a shared link with inputs, in turns with a baseline: a bare Fastify route
 *   in this process sending the bytes and headers the server sent for the same URL (fetched from it
 *   once). Goal: at least 0.8 of the baseline's requests per second, p99 under 25 ms, no errors.
 *   Every response of the hit runs is checked to be the one kept: the server's ETag is a hash of the
 *   page, which differs between two renders of the same records (the router's hand-over carries
 *   the time of its render), and the content version the cache is keyed by is the same before and
 *   after the runs.
 * - Cache misses: sequential requests each with a query no request has used before (a campaign tag
 *   on the calculator page, a fresh principal in the shared link), so each one renders and
 *   compresses; the time of each, median and p99.
 * - Freshness across instances: a second instance from the same build on the same database; a
 *   calculator's title changed through the first one's GraphQL, then its page asked of the second
 *   from the moment the write's response arrives, until it shows the new title.
 */
import { request as httpRequest, Agent, type IncomingHttpHeaders } from 'node:http';
import { performance } from 'node:perf_hooks';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import pg from 'pg';
import { measureInTurns, signIn, throwawayDatabase, type Case, type Load } from './load.ts';
import { freePort, startServer } from './server.ts';
import { median, percentile } from './stats.ts';

export interface PageHitRow {
  page: string;
  door: 'server' | 'baseline';
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
  /**
   * Responses that were not the kept page (another ETag, status or encoding); null for the baseline,
   * and when the content version or the day moved during the runs (then no response is vouched for).
   */
  notKept: number | null;
  ratioToBaseline: number | null;
  withinGoal: boolean | null;
}

export interface PageMissRow {
  page: string;
  renders: number;
  medianMs: number;
  p99Ms: number;
}

export interface FreshnessFigures {
  writes: number;
  /** From a write's response on the first instance to the first page with the write on the second. */
  medianMs: number;
  maxMs: number;
  /** Requests to the second instance, after a write's response, that still showed the old title. */
  staleRequests: number;
}

export type PagesMeasurement = { hits: PageHitRow[]; misses: PageMissRow[]; freshness: FreshnessFigures } | { skipped: string };

interface BenchPage {
  name: string;
  url: string;
  /** The n-th URL of this kind of page that no request has used before. */
  fresh(n: number): string;
  /** What the rendered page must hold for the n-th fresh URL. */
  renders(n: number): string;
}

const pages: BenchPage[] = [
  {
    name: 'calculator page',
    url: '/percentage-calculator',
    // A campaign tag, as links from newsletters and ads carry: the same page, kept apart.
    fresh: (n) => `/percentage-calculator?utm_campaign=bench-${n}`,
    renders: () => 'data-result=',
  },
  {
    name: 'shared link',
    url: '/student-loan-calculator?principalAmount=40000&interestRate=6.8&loanTerm=10',
    fresh: (n) => `/student-loan-calculator?principalAmount=${40000 + n}&interestRate=6.8&loanTerm=10`,
    renders: (n) => `value="${40000 + n}"`,
  },
];

const acceptEncoding = { 'accept-encoding': 'br, gzip' };
const duration = Number(process.env.BENCH_PAGES_SECONDS ?? 15);
const goalRatio = 0.8;
const goalP99Ms = 25;
const missWarmUps = 50;
const misses = Number(process.env.BENCH_PAGES_MISSES ?? 200);
const writes = 20;
/** The calculator whose title the freshness check edits (its page is measured above first). */
const editedSlug = 'percentage-calculator';
/** Headers that belong to one connection or one response, not to the page. */
const perResponse = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

interface Fetched {
  status: number;
  headers: IncomingHttpHeaders;
  rawHeaders: string[];
  body: Buffer;
  ms: number;
}

const agent = new Agent({ keepAlive: true, maxSockets: 1 });

/** A GET as a browser sends it, the body left as sent (compressed), timed to its last byte. */
function get(url: string): Promise<Fetched> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = httpRequest(url, { agent, headers: acceptEncoding }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          rawHeaders: response.rawHeaders,
          body: Buffer.concat(chunks),
          ms: performance.now() - started,
        }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}

function text(fetched: Fetched): string {
  const encoding = fetched.headers['content-encoding'];
  const body = encoding === 'br' ? brotliDecompressSync(fetched.body) : encoding === 'gzip' ? gunzipSync(fetched.body) : fetched.body;
  return body.toString('utf8');
}

/** A kept page as the server sends it: its compressed bytes and the headers that describe them. */
interface KeptPage {
  url: string;
  etag: string;
  headers: Record<string, string>;
  body: Buffer;
}

async function keptPage(base: string, url: string): Promise<KeptPage> {
  const first = await get(`${base}${url}`);
  const again = await get(`${base}${url}`);
  const etag = again.headers.etag;
  if (again.status !== 200 || !etag || etag !== first.headers.etag) throw new Error(`${url} was not kept: ${first.headers.etag} then ${etag}`);
  if (again.headers['content-encoding'] !== 'br') throw new Error(`${url} was sent as ${again.headers['content-encoding']}, not brotli`);
  const headers: Record<string, string> = {};
  for (let index = 0; index < again.rawHeaders.length; index += 2) {
    const name = again.rawHeaders[index]!.toLowerCase();
    if (!perResponse.has(name)) headers[name] = again.rawHeaders[index + 1]!;
  }
  return { url, etag, headers, body: again.body };
}

/** The baseline: Fastify answering each URL with the kept page's bytes and headers, nothing else. */
async function startBaseline(kept: readonly KeptPage[]): Promise<{ base: string; stop(): Promise<void> }> {
  const byUrl = new Map(kept.map((page) => [page.url, page]));
  const app = Fastify();
  app.get('/*', async (request, reply) => {
    const page = byUrl.get(request.url);
    if (!page) return reply.code(404).send();
    return reply.headers(page.headers).send(page.body);
  });
  const port = await freePort();
  await app.listen({ port, host: '127.0.0.1' });
  return { base: `http://127.0.0.1:${port}`, stop: () => app.close() };
}

async function contentVersion(client: pg.Client): Promise<string> {
  const { rows } = await client.query<{ version: string }>('select version from site_content where id = 1');
  return rows[0]?.version ?? '';
}

async function measureHits(base: string, client: pg.Client): Promise<PageHitRow[]> {
  const kept = await Promise.all(pages.map((page) => keptPage(base, page.url)));
  const baseline = await startBaseline(kept);
  try {
    const notKept = kept.map(() => [0, 0]);
    const cases: Case[] = kept.flatMap((page, index) =>
      [baseline.base, base].map((origin, door) => ({
        name: `${pages[index]!.name} ${door === 0 ? 'baseline' : 'server'}`,
        options: {
          url: `${origin}${page.url}`,
          headers: acceptEncoding,
          // The same check on both doors, so each costs autocannon alike.
          requests: [
            {
              onResponse: (status: number, _body: string, _context: object, headers: IncomingHttpHeaders | undefined) => {
                if (status !== 200 || headers?.etag !== page.etag || headers['content-encoding'] !== 'br') notKept[index]![door]! += 1;
              },
            },
          ],
        },
      })),
    );
    const versionBefore = await contentVersion(client);
    const dayBefore = new Date().toDateString();
    const loads = await measureInTurns(cases, duration);
    // The cache is keyed by the content version and the day: if neither moved, every response with
    // the kept ETag was the kept answer.
    const versionAfter = await contentVersion(client);
    const keyKept = versionAfter === versionBefore && new Date().toDateString() === dayBefore;
    if (!keyKept) console.log(`The content version (${versionBefore} → ${versionAfter}) or the day moved during the hit runs: hits not vouched for.`);
    return kept.flatMap((_page, index) => {
      const baselineLoad = loads[index * 2]!;
      const serverLoad = loads[index * 2 + 1]!;
      const name = pages[index]!.name;
      const serverNotKept = keyKept ? notKept[index]![1]! : null;
      return [hitRow(name, 'baseline', baselineLoad, null, null), hitRow(name, 'server', serverLoad, baselineLoad, serverNotKept)];
    });
  } finally {
    await baseline.stop();
  }
}

function hitRow(page: string, door: PageHitRow['door'], load: Load, baseline: Load | null, notKept: number | null): PageHitRow {
  const ratio = baseline ? Number((load.rps / baseline.rps).toFixed(2)) : null;
  const withinGoal = door === 'baseline' ? null : ratio !== null && ratio >= goalRatio && load.p99 < goalP99Ms && load.errors === 0 && notKept === 0;
  return { page, door, requestsPerSecond: load.rps, p99Ms: load.p99, errors: load.errors, notKept, ratioToBaseline: ratio, withinGoal };
}

async function measureMisses(base: string): Promise<PageMissRow[]> {
  const times = pages.map(() => [] as number[]);
  // The kinds of page in turns, so a slower spell of the shared machine falls on both alike; the
  // first renders warm the renderer's code up.
  for (let n = 1; n <= missWarmUps + misses; n++) {
    for (const [index, page] of pages.entries()) {
      const fetched = await get(`${base}${page.fresh(n)}`);
      if (fetched.status !== 200 || !text(fetched).includes(page.renders(n))) throw new Error(`${page.fresh(n)} did not render: ${fetched.status}`);
      if (n > missWarmUps) times[index]!.push(fetched.ms);
    }
  }
  return pages.map((page, index) => ({
    page: page.name,
    renders: times[index]!.length,
    medianMs: round(median(times[index]!)),
    p99Ms: round(percentile(times[index]!, 0.99)),
  }));
}

async function measureFreshness(a: string, b: string): Promise<FreshnessFigures> {
  const cookie = await signIn(a);
  const pageUrl = `${b}/${editedSlug}`;
  const mark = `Bench${Date.now().toString(36)}`;
  // The second instance has the page kept before the first write.
  if ((await get(pageUrl)).status !== 200) throw new Error(`${pageUrl} did not answer`);
  const times: number[] = [];
  let staleRequests = 0;
  for (let write = 1; write <= writes; write++) {
    const title = `Percentage ${mark} ${write} Calculator`;
    const response = await fetch(`${a}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({
        query: 'mutation($slug: String!, $title: String!) { updateCalculator(calculatorSlug: $slug, input: { title: $title }) { title } }',
        variables: { slug: editedSlug, title },
      }),
    });
    const answer = (await response.json()) as { errors?: unknown[] };
    if (!response.ok || answer.errors) throw new Error(`The write failed: ${JSON.stringify(answer)}`);
    const written = performance.now();
    for (;;) {
      const page = await get(pageUrl);
      if (page.status === 200 && text(page).includes(title)) break;
      staleRequests += 1;
      if (performance.now() - written > 10_000) throw new Error(`The second instance still shows the old title 10 s after the write`);
    }
    times.push(performance.now() - written);
  }
  return { writes, medianMs: round(median(times)), maxMs: round(Math.max(...times)), staleRequests };
}

const round = (ms: number) => Number(ms.toFixed(1));

export async function measurePages(): Promise<PagesMeasurement> {
  const database = await throwawayDatabase();
  if ('unreachable' in database) return { skipped: `${database.unreachable}: the page benchmarks need PostgreSQL` };
  const client = new pg.Client({ connectionString: database.url });
  try {
    const a = await startServer({ DATABASE_URL: database.url });
    try {
      // The server has migrated and seeded the database.
      await client.connect();
      const hits = await measureHits(a.url, client);
      const missRows = await measureMisses(a.url);
      const b = await startServer({ DATABASE_URL: database.url });
      try {
        return { hits, misses: missRows, freshness: await measureFreshness(a.url, b.url) };
      } finally {
        await b.stop();
      }
    } finally {
      await a.stop();
    }
  } finally {
    agent.destroy();
    await client.end().catch(() => {});
    await database.drop();
  }
}
