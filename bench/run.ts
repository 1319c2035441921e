/**
 * `npm run bench` (CONVENTIONS section 8): runs every benchmark, prints each figure beside its
 * budget, and writes bench/results/latest.json. Benchmarks, never timed assertions in tests.
 * BENCH_ONLY=recompute,keystroke,weight,startup,api,lighthouse runs a subset.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { measureApi } from './api.ts';
import { measureKeystroke } from './keystroke.ts';
import { measureLighthouse } from './lighthouse.ts';
import { measureRecompute } from './recompute.ts';
import { projectRoot } from './server.ts';
import { measureStartup } from './startup.ts';
import { measureWeight } from './weight.ts';
import { buildWeb, isBuildFresh } from '../graphql/src/web/build.ts';

const only = new Set((process.env.BENCH_ONLY ?? 'recompute,keystroke,weight,startup,api,lighthouse').split(',').map((name) => name.trim()));
const results: Record<string, unknown> = { measuredAt: new Date().toISOString(), node: process.version };
const ok = (within: boolean | null) => (within === null ? '-' : within ? 'yes' : 'OVER');

if (only.has('recompute')) {
  const recompute = measureRecompute();
  results.recompute = recompute;
  console.log('\nRecompute per keystroke (ms)');
  console.table(
    recompute.map((entry) => ({
      case: entry.name,
      runs: entry.runs,
      median: Number(entry.medianMs.toFixed(3)),
      p99: Number(entry.p99Ms.toFixed(3)),
      budget: entry.budgetMs,
      ok: ok(entry.withinBudget),
    })),
  );
}

if (only.has('weight')) {
  const weight = await measureWeight();
  results.weight = weight;
  console.log('\nFirst-load weight per public page (gzipped KB; the admin is loaded only by /admin)');
  console.table(
    weight.pages.map((row) => ({
      page: row.path,
      javascript: row.javascriptKb,
      css: row.cssKb,
      budget: row.budgetKb,
      ok: ok(row.withinBudget),
      'admin or Apollo': row.loadsAdminOrApollo ? 'LOADED' : 'no',
    })),
  );
  console.log(`Admin chunks: ${weight.admin.chunks}, ${weight.admin.javascriptKb} KB gzipped in all.`);
}

// The server benchmarks run the production build that `npm start` serves.
if (['keystroke', 'startup', 'api', 'lighthouse'].some((name) => only.has(name)) && !(await isBuildFresh(projectRoot))) {
  console.log('\nBuilding the web app…');
  await buildWeb(projectRoot);
}

if (only.has('keystroke')) {
  const keystroke = await measureKeystroke();
  results.keystroke = keystroke;
  console.log('\nKeystroke to updated result in Chromium, production build (ms)');
  console.table(
    keystroke.map((row) => ({
      case: row.case,
      keystrokes: row.keystrokes,
      median: row.medianMs,
      p99: row.p99Ms,
      budget: row.budgetMs,
      ok: ok(row.withinBudget),
    })),
  );
}

if (only.has('startup')) {
  const startup = await measureStartup();
  results.startup = startup;
  console.log('\nStartup: npm start on a built tree to a healthy /readyz, existing PGlite directory (ms)');
  console.table([{ runs: startup.runs.join(', '), median: startup.medianMs, budget: startup.budgetMs, ok: ok(startup.withinBudget) }]);
}

if (only.has('api')) {
  const api = await measureApi();
  results.api = api;
  console.log(
    '\nAPI throughput: autocannon, 50 connections (requests/s, p99 ms; goal: GraphQL ≥ 0.5 and REST ≥ 0.7 of the baseline, p99 < 50 ms on PostgreSQL)',
  );
  console.table(
    api.map((row) => ({
      database: row.database,
      door: row.door,
      'req/s': row.requestsPerSecond,
      p99: row.p99Ms,
      errors: row.errors,
      'vs baseline': row.ratioToBaseline ?? '-',
      goal: row.goalRatio ?? '-',
      ok: ok(row.withinGoal),
    })),
  );
}

if (only.has('lighthouse')) {
  const lighthouse = await measureLighthouse();
  results.lighthouse = lighthouse;
  console.log('\nLighthouse, mobile, median of 3 (goal: Performance ≥ 95, the rest 100, LCP ≤ 1.2 × the script-free floor, TBT < 150 ms)');
  console.table(
    lighthouse.map((row) => ({
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
    })),
  );
}

const folder = join(import.meta.dirname, 'results');
await mkdir(folder, { recursive: true });
await writeFile(join(folder, 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log(`Wrote ${join(folder, 'latest.json')}`);
