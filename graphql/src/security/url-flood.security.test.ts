/**
 * Memory stays bounded under any flood of addresses: 100,000 distinct URLs of every kind a client can
 * make (paths no page has, pages with parameters they do not have, values a page cannot read, and
 * new inputs, each a page of its own, from many clients) hold the process's resident memory within
 * 150 MB of where it was. The page cache keeps one entry per set of inputs a page reads and counts
 * what each costs against its budget; every other map a request can add to is bounded too (the
 * request budgets' clients, the security policies). Run on each database, as every server test is.
 *
 * The flood comes over real connections, as a reverse proxy's (X-Forwarded-For names each client),
 * from a client that keeps nothing of what it reads: this process is the server's, and what grows in
 * it is the server's. The process runs with the server's malloc setting (vitest.config.ts).
 */
import { connect, type AddressInfo } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needs } from '../../../scripts/test-conditions.ts';
import { publicPages } from '#catalogue/catalogue.ts';
import { seedCatalogue } from '../db/seed.ts';
import { defaultPageRenderBudget } from './request-budget.ts';
import { testServer, type TestServer } from '../test/server.ts';

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

const floodSize = Number(process.env.FLOOD_SIZE ?? 100_000);
/** The growth of resident memory the flood may cause. */
const boundBytes = 150 * 1024 * 1024;
/** Requests sent at once, as clients with many connections would. */
const concurrency = 100;

let server: TestServer;

/**
 * A keep-alive connection to the server that sends one request at a time and reads each answer into
 * one buffer it reuses: the flood's client keeps and makes nothing of what it reads, so the memory
 * measured is the server's (an in-process inject copies every body it is sent).
 */
function floodConnection(port: number) {
  let head = '';
  let bodyLeft = -1;
  let status = 0;
  let answered: ((status: number) => void) | undefined;
  let failed: ((error: Error) => void) | undefined;
  const read = Buffer.alloc(64 * 1024);
  const socket = connect({
    host: '127.0.0.1',
    port,
    onread: {
      buffer: read,
      callback(length) {
        let offset = 0;
        if (bodyLeft < 0) {
          head += read.toString('latin1', 0, length);
          const end = head.indexOf('\r\n\r\n');
          if (end < 0) return true;
          status = Number(head.slice(9, 12));
          bodyLeft = Number(/\r\ncontent-length: *(\d+)/i.exec(head.slice(0, end))?.[1] ?? 0);
          offset = length - (head.length - end - 4);
          head = '';
        }
        bodyLeft -= length - offset;
        if (bodyLeft <= 0) {
          bodyLeft = -1;
          answered?.(status);
        }
        return true;
      },
    },
  });
  socket.on('error', (error) => failed?.(error));
  return {
    socket,
    get(url: string, headers: Record<string, string>): Promise<number> {
      return new Promise((resolve, reject) => {
        answered = resolve;
        failed = reject;
        const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
        socket.write(`GET ${url} HTTP/1.1\r\nHost: calc.example\r\n${lines.join('')}\r\n`);
      });
    },
  };
}

beforeAll(async () => {
  // The real render budget: a flood of new inputs from one address is refused past it, so the
  // renders come from many clients, as a distributed flood's would.
  server = await testServer({ renderPages: true, pageRenderBudget: defaultPageRenderBudget, trustProxy: ['loopback'] });
  await seedCatalogue(server.em());
  await server.app.listen({ host: '127.0.0.1', port: 0 });
}, 180_000);

afterAll(async () => {
  await server?.close();
});

/** The n-th URL of the flood, and the address it comes from: every one distinct. */
function floodUrl(n: number): { url: string; remoteAddress: string; acceptEncoding: string } {
  const page = publicPages[n % publicPages.length]?.path ?? '/';
  const noise = `${n.toString(36)}-${'z'.repeat(n % 500)}`;
  const kinds = [
    // A path no page has: every one shares the 'Page Not Found' entry.
    `/no-such-page/${noise}`,
    // A public page with a parameter it does not have, as campaign tags and cache-busters are.
    `${page}${page.includes('?') ? '&' : '?'}utm_campaign=${noise}`,
    // A value the page cannot read: rendered for itself, never kept.
    `/percentage-calculator?mode=${noise}`,
    // New inputs: a page of its own, kept within the cache's budget.
    `/percentage-calculator?mode=change&value1=${n}&value2=${n % 997}`,
  ];
  // Fifty URLs an address: within the render budget, so the renders the flood asks for are made.
  const client = Math.floor(n / 50);
  return {
    url: kinds[floodKind(n)] ?? '/',
    remoteAddress: `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`,
    acceptEncoding: n % 3 === 0 ? 'br, gzip' : 'gzip',
  };
}

/**
 * Which kind the n-th URL is: one in a hundred new inputs (a thousand pages in all, more than the
 * cache's budget holds), one in five hundred an unreadable value, the rest half and half. Renders
 * are the flood's slow part; its memory comes from how many distinct URLs there are.
 */
const floodKind = (n: number) => (n % 100 === 0 ? 3 : n % 500 === 1 ? 2 : n % 2);

// Run by hand (FLOOD_TEST=1): it takes minutes, longer than the rest of a server run's files.
describe('a flood of 100,000 distinct URLs', needs('flood'), () => {
  it('holds resident memory within 150 MB of where it was', { timeout: 1_800_000 }, async () => {
    // Every page rendered once first, so the flood's growth is the flood's alone.
    for (const page of publicPages) expect((await server.app.inject(page.path)).statusCode, page.path).toBe(200);
    const { port } = server.app.server.address() as AddressInfo;
    const connections = Array.from({ length: concurrency }, () => floodConnection(port));
    collectGarbage();
    const before = process.memoryUsage().rss;
    const { heapUsed, arrayBuffers } = process.memoryUsage();
    let peak = before;
    const statuses = new Map<number, number>();
    for (let start = 0; start < floodSize; start += concurrency) {
      const answers = await Promise.all(
        connections.slice(0, Math.min(concurrency, floodSize - start)).map((connection, index) => {
          const { url, remoteAddress, acceptEncoding } = floodUrl(start + index);
          return connection.get(url, { 'Accept-Encoding': acceptEncoding, 'X-Forwarded-For': remoteAddress });
        }),
      );
      for (const answer of answers) statuses.set(answer, (statuses.get(answer) ?? 0) + 1);
      peak = Math.max(peak, process.memoryUsage().rss);
    }
    for (const connection of connections) connection.socket.destroy();
    collectGarbage();
    const { rss: after, heapUsed: heapUsedAfter, arrayBuffers: arrayBuffersAfter } = process.memoryUsage();
    const megabytes = (bytes: number) => Math.round(bytes / 1024 / 1024);
    // Where the memory went, beside the bound: the V8 heap's live objects and the buffers (the kept pages' bytes among them).
    console.log(
      `RSS before ${megabytes(before)} MB, peak ${megabytes(peak)} MB, after ${megabytes(after)} MB; V8 heap used ${megabytes(heapUsed)} → ${megabytes(heapUsedAfter)} MB, array buffers ${megabytes(arrayBuffers)} → ${megabytes(arrayBuffersAfter)} MB; answers ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
    // Every URL was answered as its kind says: pages, 'Page Not Found', and no failure.
    const notFound = Array.from({ length: floodSize }, (_, n) => floodKind(n)).filter((kind) => kind === 0).length;
    expect(Object.fromEntries(statuses)).toEqual({ 200: floodSize - notFound, 404: notFound });
    expect(peak - before).toBeLessThan(boundBytes);
    expect(after - before).toBeLessThan(boundBytes);
  });
});
