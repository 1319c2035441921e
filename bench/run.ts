/**
 * `npm run bench`: runs every benchmark, prints each figure beside its
 * budget, and writes bench/results/latest.json. Benchmarks, never timed assertions in tests.
 * BENCH_ONLY=recompute,keystroke,firstEdit,weight,startup,api,pages,renders,healthz,lighthouse runs a subset.
 */
import { execFileSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { measureApi } from './api.ts';
import { measureFirstEdit } from './firstEdit.ts';
import { healthzGoalMs, measureHealthz } from './healthz.ts';
import { measureRenders, renderBudget, type RenderCase } from './renders.ts';
import { measureKeystroke } from './keystroke.ts';
import { measureLighthouse } from './lighthouse.ts';
import { measurePages } from './pages.ts';
import { measureRecompute } from './recompute.ts';
import { projectRoot } from './server.ts';
import { measureStartup } from './startup.ts';
import { measureWeight } from './weight.ts';
import { staleArtefacts } from '../scripts/build-stamp.ts';

const only = new Set(
  (process.env.BENCH_ONLY ?? 'recompute,keystroke,firstEdit,weight,startup,api,pages,renders,healthz,lighthouse').split(',').map((name) => name.trim()),
);
const results: Record<string, unknown> = { measuredAt: new Date().toISOString(), node: process.version };
const ok = (within: boolean | null) => (within === null ? '-' : within ? 'yes' : 'OVER');

/** Keeps a benchmark's figures for latest.json and prints them as a table under a title. */
function report<Row>(name: string, title: string, figures: unknown, rows: readonly Row[], toLine: (row: Row) => Record<string, unknown>): void {
  results[name] = figures;
  console.log(`\n${title}`);
  console.table(rows.map(toLine));
}

if (only.has('recompute')) {
  const recompute = measureRecompute();
  report(
    'recompute',
    'Recompute: one pure compute per calculator at its largest input, in Node (ms; budget 2, 8 for the expression parser paths)',
    recompute,
    recompute,
    (entry) => ({
      case: entry.name,
      runs: entry.runs,
      median: Number(entry.medianMs.toFixed(3)),
      p99: Number(entry.p99Ms.toFixed(3)),
      budget: entry.budgetMs,
      ok: ok(entry.withinBudget),
    }),
  );
}

if (only.has('weight')) {
  const weight = await measureWeight();
  report('weight', 'JavaScript downloaded until idle per public page (gzipped KB; the admin is loaded only by /admin)', weight, weight.pages, (row) => ({
    page: row.path,
    'first load': row.javascriptKb,
    'page code (when idle)': row.pageCodeKb || '-',
    'until idle': row.untilIdleKb,
    css: row.cssKb,
    budget: row.budgetKb,
    ok: ok(row.withinBudget),
    'admin or Apollo': row.loadsAdminOrApollo ? 'LOADED' : 'no',
  }));
  console.log(`Admin chunks: ${weight.admin.chunks}, ${weight.admin.javascriptKb} KB gzipped in all.`);
}

// The server benchmarks run the production build that `npm start` serves.
if (
  ['keystroke', 'firstEdit', 'startup', 'api', 'pages', 'renders', 'healthz', 'lighthouse'].some((name) => only.has(name)) &&
  (await staleArtefacts(projectRoot)).length > 0
) {
  console.log('\nBuilding…');
  // In a process of its own: pre-rendering must load React's production build, whatever the
  // benchmarks above have loaded into this one.
  execFileSync('npm', ['run', '--silent', 'build'], { cwd: projectRoot, stdio: 'inherit' });
}

if (only.has('keystroke')) {
  const keystroke = await measureKeystroke();
  report('keystroke', 'Keystroke to updated result in Chromium, production build (ms)', keystroke, keystroke, (row) => ({
    case: row.case,
    keystrokes: row.keystrokes,
    median: row.medianMs,
    p99: row.p99Ms,
    budget: row.budgetMs ?? '-',
    ok: ok(row.withinBudget),
  }));
}

if (only.has('firstEdit')) {
  const firstEdit = await measureFirstEdit();
  report('firstEdit', 'Navigation to the first edit’s result, CPU slowed 4 times as in Lighthouse’s mobile preset (ms)', firstEdit, firstEdit, (row) => ({
    case: row.case,
    runs: row.runsMs.join(', '),
    median: row.medianMs,
    budget: row.budgetMs,
    ok: ok(row.withinBudget),
  }));
}

if (only.has('startup')) {
  const startup = await measureStartup();
  report('startup', 'Startup: npm start on a built tree to a healthy /readyz, existing PGlite directory (ms)', startup, [startup], (row) => ({
    runs: row.runs.join(', '),
    median: row.medianMs,
    budget: row.budgetMs,
    ok: ok(row.withinBudget),
  }));
  console.log('\nMemory: peak RSS of the serving process on PGlite, built tree, after every public page once (MB)');
  console.table([{ 'peak RSS': startup.peakRssMb ?? '-', budget: startup.rssBudgetMb, ok: ok(startup.rssWithinBudget) }]);
}

if (only.has('api')) {
  const { rows: api, executors } = await measureApi();
  const title =
    'API throughput: autocannon, 50 connections (requests/s, p99 ms; goal: GraphQL ≥ 0.5 and REST ≥ 0.7 of the baseline, p99 < 50 ms on PostgreSQL)';
  report('api', title, api, api, (row) => ({
    database: row.database,
    door: row.door,
    'req/s': row.requestsPerSecond,
    p99: row.p99Ms,
    errors: row.errors,
    'vs baseline': row.ratioToBaseline ?? '-',
    goal: row.goalRatio ?? '-',
    ok: ok(row.withinGoal),
  }));
  const signedIn = api.find((row) => row.database === 'signed-in baseline (pg)');
  const rest = api.find((row) => row.database === 'PostgreSQL' && row.door.startsWith('REST'));
  if (signedIn && rest) {
    const ratio = (rest.requestsPerSecond / signedIn.requestsPerSecond).toFixed(2);
    console.log(`The REST list (signed in: two queries per request) answers ${ratio} of the signed-in baseline's requests.`);
  }
  if (executors) {
    const title =
      'GraphQL executor, activeCalculators on PostgreSQL in this process, alternate turns (server CPU ms per request; why compiled-execution.ts is kept beside graphql-js)';
    report('apiExecutors', title, executors, executors, (row) => ({ executor: row.executor, 'CPU ms/request': row.cpuMsPerRequest, requests: row.requests }));
    const [compiled, plain] = executors;
    if (compiled && plain)
      console.log(`graphql-js alone costs ${(plain.cpuMsPerRequest / compiled.cpuMsPerRequest).toFixed(2)} times the CPU per request of compiled queries.`);
  }
}

if (only.has('pages')) {
  const pages = await measurePages();
  if ('skipped' in pages) {
    results.pages = pages;
    console.log(`\nPages: ${pages.skipped}.`);
  } else {
    const title =
      'Pages, cache hits: autocannon, 50 connections, accept-encoding br, gzip, PostgreSQL (requests/s, p99 ms; goal: ≥ 0.8 of the baseline, p99 < 25 ms, no errors, every response the kept page)';
    report('pages', title, pages, pages.hits, (row) => ({
      page: row.page,
      door: row.door === 'baseline' ? 'baseline: Fastify, the same bytes and headers' : 'server',
      'req/s': row.requestsPerSecond,
      p99: row.p99Ms,
      errors: row.errors,
      'not kept': row.notKept ?? '-',
      'vs baseline': row.ratioToBaseline ?? '-',
      ok: ok(row.withinGoal),
    }));
    console.log('\nPages, cache misses: sequential requests, each for a URL no request has used before (ms, to the last byte)');
    console.table(pages.misses.map((row) => ({ page: row.page, renders: row.renders, median: row.medianMs, p99: row.p99Ms })));
    const { freshness } = pages;
    console.log('\nPages, freshness: a title written through one instance, its page asked of a second one on the same database');
    console.table([
      {
        writes: freshness.writes,
        'to the first fresh page, median ms': freshness.medianMs,
        'max ms': freshness.maxMs,
        'stale answers (expected 0)': freshness.staleRequests,
        ok: ok(freshness.staleRequests === 0),
      },
    ]);
  }
}

let renderCases: RenderCase[] | null = null;
if (only.has('renders')) {
  renderCases = await measureRenders();
  const title = `Renders: each calculator's slowest and largest link found by the fuzzer, production build in this process (CPU ms, median of 5; KB of HTML; budget ${renderBudget.cpuMs} ms and ${renderBudget.kilobytes} KB)`;
  report('renders', title, renderCases, renderCases, (row) => ({
    calculator: row.calculator,
    'CPU ms': row.slowestCpuMs,
    'wall ms': row.slowestWallMs,
    KB: row.largestKilobytes,
    renders: row.renders,
    ok: ok(row.withinBudget),
  }));
  console.log('\nThe heaviest links:');
  for (const row of renderCases) console.log(`${row.calculator}: slowest ${row.slowestUrl.slice(0, 300)}\n  largest ${row.largestUrl.slice(0, 300)}`);
}

if (only.has('healthz')) {
  renderCases ??= await measureRenders();
  // The four calculators whose heaviest links cost most, in turns.
  const heaviest = [...renderCases].sort((a, b) => b.slowestCpuMs - a.slowestCpuMs).map((row) => row.slowestUrl);
  const healthz = await measureHealthz(heaviest.slice(0, 4));
  const title = `/healthz while two clients ask for the heaviest links, each a new render (ms; goal: p99 ≤ ${healthzGoalMs})`;
  report('healthz', title, healthz, healthz, (row) => ({
    load: row.load,
    probes: row.probes,
    p50: row.p50Ms,
    p99: row.p99Ms,
    max: row.maxMs,
    renders: row.renders,
    failures: row.failures,
    ok: ok(row.withinGoal),
  }));
}

if (only.has('lighthouse')) {
  const lighthouse = await measureLighthouse();
  const title = 'Lighthouse, mobile, every public route (budget: Performance ≥ 98, TBT ≤ 100 ms, the rest 100, LCP ≤ 1.2 × the script-free floor)';
  report('lighthouse', title, lighthouse, lighthouse, (row) => ({
    page: row.path,
    performance: row.performance,
    accessibility: row.accessibility,
    'best practices': row.bestPractices,
    seo: row.seo,
    'LCP ms': row.lcpMs,
    'floor LCP': row.floorLcpMs,
    'TBT ms': row.tbtMs,
    'floor TBT': row.floorTbtMs,
    ok: ok(row.withinGoal),
  }));
}

const folder = join(import.meta.dirname, 'results');
await mkdir(folder, { recursive: true });
await writeFile(join(folder, 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log(`Wrote ${join(folder, 'latest.json')}`);
