/**
 * Soak test: the production server (graphql/src/start.ts, NODE_ENV=production)
 * on a fresh PostgreSQL database, driven on loopback by concurrent clients (public GraphQL reads and
 * admin writes through both doors) for a fixed time. Stops by itself, then checks: zero errors, zero
 * lost writes (every acknowledged create, update and delete is in the database, with its audit
 * entry), and reports latency percentiles. Exits non-zero when a check fails.
 *
 *   npx tsx bench/soak/run.ts [--seconds 60] [--clients 50] [--writers 10] [--port 4520]
 *   SOAK_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres (the server to create the database on)
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { webSourceHash as sourceHash } from '../../scripts/build-stamp.ts';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '60' },
    clients: { type: 'string', default: '50' },
    writers: { type: 'string', default: '10' },
    port: { type: 'string', default: '4520' },
  },
});
const seconds = Number(args.seconds);
const clients = Number(args.clients);
const writers = Math.min(Number(args.writers), clients);
const port = Number(args.port);
if (![seconds, clients, writers, port].every((n) => Number.isInteger(n) && n > 0) || seconds > 600) throw new Error('bad arguments');

const projectRoot = join(import.meta.dirname, '..', '..');
const serverUrl = process.env.SOAK_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const databaseName = `calc_soak_${randomBytes(5).toString('hex')}`;
const databaseUrl = (() => {
  const url = new URL(serverUrl);
  url.pathname = `/${databaseName}`;
  return url.toString();
})();
const base = `http://127.0.0.1:${port}`;
const password = randomBytes(18).toString('base64url');

const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`create database ${databaseName}`);
// A stand-in web build stamped as fresh, so start.ts serves at once instead of building the web app.
const webDist = await mkdtemp(join(tmpdir(), 'soak-web-'));
await writeFile(join(webDist, 'index.html'), '<!doctype html><title>soak</title><div id="root"></div>');
await writeFile(join(webDist, '.source-hash'), await sourceHash(projectRoot));

console.log(`Soak: ${clients} clients (${writers} admin writers) for ${seconds} s against ${base}, database ${databaseName}`);
const server = spawn(process.execPath, ['--import', 'tsx', join(projectRoot, 'graphql', 'src', 'start.ts')], {
  cwd: projectRoot,
  detached: true,
  env: {
    ...process.env,
    NODE_ENV: 'production',
    SITE_URL: base,
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    HOST: '127.0.0.1',
    ADMIN_PASSWORD: password,
    WEB_DIST: webDist,
    // The clients all come from this address: the soak measures the server, not the request budget.
    ANONYMOUS_API_BUDGET: 'off',
    PAGE_RENDER_BUDGET: 'off',
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
let serverLog = '';
server.stdout!.on('data', (chunk: Buffer) => (serverLog += chunk.toString()));
server.stderr!.on('data', (chunk: Buffer) => (serverLog += chunk.toString()));
const serverExited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));

async function cleanUp() {
  if (server.exitCode === null && server.pid) {
    try {
      process.kill(-server.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  await admin.query(`drop database if exists ${databaseName} with (force)`).catch(() => {});
  await admin.end();
  await rm(webDist, { recursive: true, force: true });
}

const failures: string[] = [];
const latencies: number[] = [];
let errors = 0;
const errorSamples: string[] = [];

async function timed(path: string, init: RequestInit = {}): Promise<{ status: number; body: unknown; headers: Headers }> {
  const started = performance.now();
  try {
    const response = await fetch(`${base}${path}`, init);
    const text = await response.text();
    latencies.push(performance.now() - started);
    const body = response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text;
    const graphqlErrors = (body as { errors?: unknown[] } | null)?.errors;
    if (response.status >= 400 || graphqlErrors) {
      errors += 1;
      if (errorSamples.length < 10) errorSamples.push(`${init.method ?? 'GET'} ${path} ${response.status} ${text.slice(0, 200)}`);
    }
    return { status: response.status, body, headers: response.headers };
  } catch (error) {
    latencies.push(performance.now() - started);
    errors += 1;
    if (errorSamples.length < 10) errorSamples.push(`${init.method ?? 'GET'} ${path} ${(error as Error).message}`);
    return { status: 0, body: null, headers: new Headers() };
  }
}

const graphql = (query: string, variables: Record<string, unknown> = {}, cookie?: string) =>
  timed('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query, variables }),
  });
const rest = (method: string, path: string, body: unknown, cookie: string) =>
  timed(path, {
    method,
    headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

interface WriterTally {
  created: Set<string>;
  deleted: Set<string>;
  calculatorSlug: string;
  updates: number;
  version: number;
}

try {
  const startedAt = Date.now();
  while (!serverLog.includes('Serving on')) {
    if (server.exitCode !== null) throw new Error(`the server exited:\n${serverLog}`);
    if (Date.now() - startedAt > 120_000) throw new Error(`the server did not start in 120 s:\n${serverLog}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  console.log(`Server up in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);

  const signIn = async () => {
    const response = await fetch(`${base}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password }),
    });
    if (response.status !== 200) throw new Error(`sign-in failed: ${response.status}`);
    return response.headers.getSetCookie()[0]!.split(';')[0]!;
  };
  const slugs = (
    (await (
      await fetch(`${base}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ publishedPages { pageSlug } }' }),
      })
    ).json()) as {
      data: { publishedPages: { pageSlug: string }[] };
    }
  ).data.publishedPages.map((page) => page.pageSlug);
  if (slugs.length < 30) throw new Error(`expected the seeded pages, got ${slugs.length}`);

  const deadline = Date.now() + seconds * 1000;
  const operations = { reads: 0, writes: 0 };

  const reader = async (n: number) => {
    for (let i = 0; Date.now() < deadline; i += 1) {
      const pick = (n + i) % 4;
      if (pick === 0) await graphql('{ publishedPages { pageSlug title description isPublished } }');
      else if (pick === 1)
        await graphql('query($c: String) { activeCalculators(category: $c) { calculatorSlug title sortOrder } }', {
          c: ['general', 'education', 'mathematical', null][i % 4],
        });
      else if (pick === 2)
        await graphql('query($s: String!) { publicSeoMeta(pageSlug: $s) { metaTitle canonicalUrl structuredData { type name } } }', {
          s: slugs[(n * 7 + i) % slugs.length],
        });
      else await timed('/readyz');
      operations.reads += 1;
    }
  };

  const tallies: WriterTally[] = [];
  // One sign-in per writer, one after another, as admins do (parallel attempts count against each other).
  const cookies: string[] = [];
  for (let n = 0; n < writers; n += 1) cookies.push(await signIn());

  const writer = async (n: number) => {
    const cookie = cookies[n]!;
    const tally: WriterTally = { created: new Set(), deleted: new Set(), calculatorSlug: `soak-calc-${n}`, updates: 0, version: 1 };
    tallies.push(tally);
    const made = await rest(
      'POST',
      '/api/admin/calculators',
      { calculatorSlug: tally.calculatorSlug, title: `Soak ${n}`, category: 'general', sortOrder: 100 + n },
      cookie,
    );
    if (made.status !== 201) throw new Error(`could not create ${tally.calculatorSlug}`);
    for (let i = 0; Date.now() < deadline; i += 1) {
      const step = i % 5;
      if (step === 0 || step === 2) {
        const slug = `soak-${n}-${i}`;
        const answer =
          step === 0
            ? await rest(
                'POST',
                '/api/admin/content/pages',
                { pageSlug: slug, title: `Soak page ${n} ${i}`, content: { updated: `Soak ${n} ${i}` }, isPublished: i % 2 === 0 },
                cookie,
              )
            : await graphql(
                'mutation($i: PageInput!) { createPage(input: $i) { pageSlug } }',
                { i: { pageSlug: slug, title: `Soak page ${n} ${i}`, content: { updated: `Soak ${n} ${i}` } } },
                cookie,
              );
        if (answer.status === 201 || (answer.status === 200 && !(answer.body as { errors?: unknown }).errors)) tally.created.add(slug);
      } else if (step === 1 || step === 3) {
        // Each writer owns its calculator, so a save with the version it read must always win.
        const input = { title: `Soak ${n} v${tally.version + 1}`, version: tally.version };
        const answer =
          step === 1
            ? await rest('PUT', `/api/admin/calculators/${tally.calculatorSlug}`, input, cookie)
            : await graphql(
                'mutation($s: String!, $i: CalculatorInput!) { updateCalculator(calculatorSlug: $s, input: $i) { version } }',
                { s: tally.calculatorSlug, i: input },
                cookie,
              );
        const version =
          step === 1
            ? (answer.body as { version?: number } | null)?.version
            : (answer.body as { data?: { updateCalculator?: { version: number } } }).data?.updateCalculator?.version;
        if (version === tally.version + 1) {
          tally.version = version;
          tally.updates += 1;
        }
      } else {
        const victim = [...tally.created].find((slug) => !tally.deleted.has(slug));
        if (victim && (await rest('DELETE', `/api/admin/content/pages/${victim}`, undefined, cookie)).status === 200) tally.deleted.add(victim);
      }
      operations.writes += 1;
    }
  };

  const runStarted = performance.now();
  await Promise.all(Array.from({ length: clients }, (_, n) => (n < writers ? writer(n) : reader(n))));
  const elapsed = (performance.now() - runStarted) / 1000;

  // Lost writes: the database must hold exactly what the server acknowledged.
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const pages = new Set((await db.query<{ page_slug: string }>("select page_slug from page where page_slug like 'soak-%'")).rows.map((row) => row.page_slug));
    const expected = new Set(tallies.flatMap((tally) => [...tally.created].filter((slug) => !tally.deleted.has(slug))));
    const missing = [...expected].filter((slug) => !pages.has(slug));
    const extra = [...pages].filter((slug) => !expected.has(slug));
    if (missing.length || extra.length) failures.push(`pages: ${missing.length} acknowledged but missing, ${extra.length} present but not acknowledged`);
    for (const tally of tallies) {
      const row = (await db.query<{ version: number }>('select version from calculator where calculator_slug = $1', [tally.calculatorSlug])).rows[0];
      if (row?.version !== 1 + tally.updates) failures.push(`${tally.calculatorSlug}: version ${row?.version}, expected ${1 + tally.updates}`);
    }
    const audit = async (action: string, type: string, like: string) =>
      Number(
        (
          await db.query<{ n: string }>('select count(*) as n from audit_entry where action = $1 and record_type = $2 and record_key like $3', [
            action,
            type,
            like,
          ])
        ).rows[0]!.n,
      );
    const created = tallies.reduce((sum, tally) => sum + tally.created.size, 0);
    const deleted = tallies.reduce((sum, tally) => sum + tally.deleted.size, 0);
    const updated = tallies.reduce((sum, tally) => sum + tally.updates, 0);
    if ((await audit('create', 'page', 'soak-%')) !== created) failures.push('page create audit entries differ from acknowledged creates');
    if ((await audit('delete', 'page', 'soak-%')) !== deleted) failures.push('page delete audit entries differ from acknowledged deletes');
    if ((await audit('update', 'calculator', 'soak-calc-%')) !== updated) failures.push('calculator update audit entries differ from acknowledged updates');

    latencies.sort((a, b) => a - b);
    const percentile = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!;
    const report = {
      measuredAt: new Date().toISOString(),
      node: process.version,
      seconds: Number(elapsed.toFixed(1)),
      clients,
      writers,
      requests: latencies.length,
      requestsPerSecond: Math.round(latencies.length / elapsed),
      reads: operations.reads,
      writes: operations.writes,
      acknowledged: { pagesCreated: created, pagesDeleted: deleted, calculatorUpdates: updated },
      errors,
      latencyMs: { p50: percentile(50), p90: percentile(90), p99: percentile(99), max: latencies.at(-1)! },
    };
    report.latencyMs = Object.fromEntries(Object.entries(report.latencyMs).map(([key, value]) => [key, Number(value.toFixed(1))])) as typeof report.latencyMs;
    if (errors > 0) failures.push(`${errors} requests failed:\n  ${errorSamples.join('\n  ')}`);

    // A clean stop: SIGTERM, and the process must exit by itself.
    const stopping = performance.now();
    process.kill(server.pid!, 'SIGTERM');
    const code = await Promise.race([serverExited, new Promise<string>((resolve) => setTimeout(() => resolve('timeout'), 15_000))]);
    const shutdownMs = Math.round(performance.now() - stopping);
    if (code !== 0)
      failures.push(
        `SIGTERM: the server ${code === 'timeout' ? 'did not exit within 15 s' : `exited with ${code} (${server.signalCode})`}:\n${serverLog.slice(-1500)}`,
      );

    console.table([{ ...report.latencyMs, 'req/s': report.requestsPerSecond, requests: report.requests, errors, shutdownMs }]);
    console.log(JSON.stringify({ ...report, shutdownMs }, null, 2));
    await writeFile(join(import.meta.dirname, 'last-run.json'), `${JSON.stringify({ ...report, shutdownMs, failures }, null, 2)}\n`);
  } finally {
    await db.end();
  }
} catch (error) {
  failures.push((error as Error).message);
} finally {
  await cleanUp();
}

if (failures.length) {
  console.error(`\nSOAK FAILED:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('\nSoak passed: zero errors, zero lost writes.');
