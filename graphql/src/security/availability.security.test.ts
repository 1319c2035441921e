/**
 * One request must never stall the server: while any single hostile request from
 * an anonymous client is refused or answered, /healthz answers within 100 ms. A real server on a
 * real port, /healthz asked again and again while each request of the classes the attacker's probe
 * used (and others like them) is sent: fragment bombs over POST and GET, huge variables reused in
 * many database-backed aliases, documents quadratic for graphql-js's own rules, deep literals, huge
 * and deep bodies, the most a document may ask of the database. Plus the request budget of
 * anonymous clients, and the timeouts that cut off slow clients.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from '../db/seed.ts';
import { testServer, type TestServer } from '../test/server.ts';

const healthBudgetMs = 100;

let server: TestServer;
let base: string;

beforeAll(async () => {
  server = await testServer();
  await seedCatalogue(server.em());
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(async () => {
  await server?.close();
});

interface Probe {
  /** The slowest /healthz answer while the request ran, in ms. */
  slowestHealth: number;
  healthChecks: number;
  status: number;
  body: string;
}

/**
 * Sends one request while /healthz is asked over and over on another connection, and reports the
 * slowest /healthz answer. A busy shared machine can delay one answer by itself, so a probe over
 * the budget is sent again, up to three times in all: a request that stalls the server fails all three.
 */
async function probe(send: () => Promise<Response>): Promise<Probe> {
  let result: Probe | undefined;
  for (let round = 0; round < 3; round += 1) {
    let sending = true;
    const latencies: number[] = [];
    let firstAnswer!: () => void;
    const answered = new Promise<void>((resolve) => (firstAnswer = resolve));
    const health = (async () => {
      while (sending || latencies.length < 3) {
        const started = performance.now();
        const response = await fetch(`${base}/healthz`);
        await response.text();
        latencies.push(performance.now() - started);
        firstAnswer();
        await sleep(2);
      }
    })();
    await answered;
    const response = await send();
    const body = await response.text();
    sending = false;
    await health;
    result = { slowestHealth: Math.max(...latencies), healthChecks: latencies.length, status: response.status, body };
    if (result.slowestHealth < healthBudgetMs) return result;
  }
  return result!;
}

/**
 * Asks /healthz every `everyMs` from a thread of its own, whatever this thread is doing, until told
 * to stop; resolves with every answer's time. Asked from the server's own thread, no question could
 * be asked while the server is held, and the hold would go unmeasured.
 */
function askOnAClock(url: string, everyMs: number): { stop(): Promise<number[]> } {
  const worker = new Worker(
    `
    const { parentPort, workerData } = require('node:worker_threads');
    const latencies = [];
    const pending = [];
    const timer = setInterval(() => {
      const started = performance.now();
      pending.push(fetch(workerData.url).then((response) => response.text()).then(() => latencies.push(performance.now() - started)));
    }, workerData.everyMs);
    parentPort.once('message', async () => {
      clearInterval(timer);
      await Promise.all(pending);
      parentPort.postMessage(latencies);
    });
    `,
    { eval: true, workerData: { url, everyMs } },
  );
  return {
    stop: () =>
      new Promise((resolve) => {
        worker.once('message', (latencies: number[]) => void worker.terminate().then(() => resolve(latencies)));
        worker.postMessage('stop');
      }),
  };
}

/**
 * Sends `count` requests at once from a thread of its own and resolves with their statuses once every
 * body has been read: the server shares this test's event loop, so the clients' own work (reading
 * large answers) must not be counted as the server's.
 */
function burstFromAnotherThread(url: string, init: { method: string; headers: Record<string, string>; body: string }, count: number): Promise<number[]> {
  const worker = new Worker(
    `
    const { parentPort, workerData } = require('node:worker_threads');
    Promise.all(Array.from({ length: workerData.count }, async () => {
      const response = await fetch(workerData.url, workerData.init);
      await response.arrayBuffer();
      return response.status;
    })).then((statuses) => parentPort.postMessage(statuses));
    `,
    { eval: true, workerData: { url, init, count } },
  );
  return new Promise((resolve, reject) => {
    worker.once('message', (statuses: number[]) => void worker.terminate().then(() => resolve(statuses)));
    worker.once('error', reject);
  });
}

const graphqlPost =
  (payload: unknown, headers: Record<string, string> = {}) =>
  () =>
    fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });

const graphqlGet =
  (query: string, headers: Record<string, string> = {}) =>
  () =>
    fetch(`${base}/graphql?query=${encodeURIComponent(query)}`, { headers: { accept: 'application/json', ...headers } });

function doublingBomb(levels: number): string {
  const fragments = Array.from({ length: levels }, (_, i) => `fragment F${i} on Query { ...F${i + 1} ...F${i + 1} }`).join(' ');
  return `query { ...F0 } ${fragments} fragment F${levels} on Query { me { username } }`;
}

const aliases = (count: number, field: (i: number) => string) => Array.from({ length: count }, (_, i) => `a${i}: ${field(i)}`).join(' ');
/** A request of 255 KB (the body limit is 256 KB), most of it one variable the query uses everywhere. */
function reusedVariable(query: string): string {
  const rest = JSON.stringify({ query, variables: { s: '' } }).length;
  return JSON.stringify({ query, variables: { s: 'a'.repeat(255 * 1024 - rest) } });
}
const longSlug = 'a'.repeat(250 * 1024);

const hostile: [string, () => Promise<Response>, number][] = [
  ['a fragment-doubling bomb under 1 KB (2^24 copies)', graphqlPost({ query: doublingBomb(24) }), 400],
  ['a fragment-doubling bomb of 60 levels', graphqlPost({ query: doublingBomb(60) }), 400],
  ['the bomb over GET, with the preflight header', graphqlGet(doublingBomb(60), { 'apollo-require-preflight': 'true' }), 400],
  ['the bomb over GET, without it', graphqlGet(doublingBomb(60)), 400],
  [
    '150 aliases of publicSeoMeta reusing a 255 KB variable',
    graphqlPost(reusedVariable(`query($s: String!) { ${aliases(150, () => 'publicSeoMeta(pageSlug: $s) { pageSlug metaTitle }')} }`)),
    400,
  ],
  [
    '10 aliases of publicSeoMeta (the most allowed) reusing a 255 KB variable',
    graphqlPost(reusedVariable(`query($s: String!) { ${aliases(10, () => 'publicSeoMeta(pageSlug: $s) { pageSlug metaTitle }')} }`)),
    200,
  ],
  ['a 255 KB slug inline', graphqlPost({ query: `{ publicSeoMeta(pageSlug: "${longSlug}") { pageSlug } }` }), 200],
  [
    'the most a document may ask of the database: 20 full lists of every active calculator',
    graphqlPost({
      query: `{ ${aliases(20, () => 'activeCalculators(first: 27) { nodes { calculatorSlug title description icon features howItWorks category sortOrder } }')} }`,
    }),
    200,
  ],
  [
    '150 fragment spreads of one name, compared pairwise by graphql-js',
    graphqlPost({
      query: `{ ${Array.from({ length: 150 }, (_, i) => `...F${i}`).join(' ')} } ${Array.from({ length: 150 }, (_, i) => `fragment F${i} on Query { a: __typename }`).join(' ')}`,
    }),
    200,
  ],
  [
    '333 same-named fields with selections (over the token limit)',
    graphqlPost({ query: `{ ${Array.from({ length: 333 }, () => 'a: me { username }').join(' ')} }` }),
    400,
  ],
  [
    'fragments of 16 same-named fields, spread 19 times',
    graphqlPost({
      query: `{ ${Array.from({ length: 19 }, (_, i) => `...F${i}`).join(' ')} } ${Array.from({ length: 19 }, (_, i) => `fragment F${i} on Query { ${Array.from({ length: 16 }, () => 'a: me { username }').join(' ')} }`).join(' ')}`,
    }),
    400,
  ],
  [
    '60 operations spreading a chain of 80 fragments',
    graphqlPost({
      query: `${Array.from({ length: 60 }, (_, i) => `query Q${i} { ...F0 }`).join(' ')} ${Array.from({ length: 80 }, (_, i) => `fragment F${i} on Query { me { username } ${i < 79 ? `...F${i + 1}` : ''} }`).join(' ')}`,
      operationName: 'Q0',
    }),
    200,
  ],
  [
    'a list literal nested 120,000 deep',
    graphqlPost({
      query: `mutation { createPage(input: { pageSlug: "deep", title: "t", content: { a: ${'['.repeat(120_000)}${']'.repeat(120_000)} } }) { pageSlug } }`,
    }),
    400,
  ],
  ['250 KB of opening braces', graphqlPost({ query: '{'.repeat(250_000) }), 400],
  [
    '2,000 variable definitions',
    graphqlPost({ query: `query(${Array.from({ length: 2000 }, (_, i) => `$v${i}: String`).join(', ')}) { me { username } }` }),
    400,
  ],
  ['a batch of 2,000 operations', graphqlPost(JSON.stringify(Array.from({ length: 2000 }, () => ({ query: '{ me { username } }' })))), 400],
  [
    'full introspection',
    graphqlPost({
      query: `{ __schema { types { name kind description fields(includeDeprecated: true) { name args { name type { name kind ofType { name kind ofType { name kind } } } } type { name kind ofType { name kind ofType { name kind } } } } inputFields { name } enumValues { name } } directives { name locations args { name } } } }`,
    }),
    200,
  ],
  [
    'a REST sign-in body nested 128,000 deep',
    () =>
      fetch(`${base}/api/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: `${'['.repeat(128_000)}${']'.repeat(128_000)}`,
      }),
    400,
  ],
  [
    'a sign-in with a 200-character password (argon2 runs off the event loop)',
    () =>
      fetch(`${base}/api/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: 'p'.repeat(200) }),
      }),
    401,
  ],
  [
    'a sign-in with a 10 KB X-Forwarded-For',
    () =>
      fetch(`${base}/api/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `${'9'.repeat(10_000)}, 1.2.3.4` },
        body: JSON.stringify({ username: 'admin', password: 'not the password' }),
      }),
    401,
  ],
  ['a public page with a 12 KB query string', () => fetch(`${base}/percentage-calculator?value1=${'9'.repeat(12_000)}&value2=50`), 200],
];

describe(`/healthz answers within ${healthBudgetMs} ms while one hostile request is refused or answered`, () => {
  it.each(hostile)('%s', { timeout: 60_000 }, async (_what, send, status) => {
    const result = await probe(send);
    expect(result.status, result.body.slice(0, 300)).toBe(status);
    expect(result.status).toBeLessThan(500);
    expect(result.slowestHealth, `slowest /healthz of ${result.healthChecks}`).toBeLessThan(healthBudgetMs);
  });
});

/**
 * Twenty clients at once are not one request: their work queues up between two /healthz answers, and
 * on this shared 2-core machine the slowest of a couple of hundred answers is at the mercy of the
 * scheduler (a few hundred ms under a full test run). So /healthz is asked every 10 ms from another
 * thread, and nine answers in ten tell a server that keeps answering from one held by the burst, as
 * it was for a second at a time before the embedded database took turns with the event loop.
 */
describe('20 anonymous clients at once, each sending the most a document may ask of the database', () => {
  it(`keep /healthz answering: asked every 10 ms, nine answers in ten within ${healthBudgetMs} ms`, { timeout: 60_000 }, async () => {
    const query = `{ ${aliases(20, () => 'activeCalculators(first: 27) { nodes { calculatorSlug title description features howItWorks } }')} }`;
    const burst = async () => {
      const statuses = await burstFromAnotherThread(
        `${base}/graphql`,
        { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) },
        20,
      );
      expect(statuses).toEqual(Array.from({ length: 20 }, () => 200));
    };
    await burst();
    let nineInTen = Infinity;
    let answers: number[] = [];
    // Up to three bursts, as for one request above.
    for (let round = 0; round < 3 && nineInTen >= healthBudgetMs; round += 1) {
      const asking = askOnAClock(`${base}/healthz`, 10);
      await sleep(50);
      await burst();
      answers = (await asking.stop()).sort((a, b) => a - b);
      nineInTen = answers[Math.floor(0.9 * (answers.length - 1))]!;
    }
    expect(nineInTen, `nine in ten of ${answers.length} /healthz answers (the slowest ${answers.at(-1)} ms)`).toBeLessThan(healthBudgetMs);
  });
});
