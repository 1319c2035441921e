/**
 * `npm run bench` (CONVENTIONS section 8): runs every benchmark, prints each figure beside its
 * budget, and writes bench/results/latest.json. Benchmarks, never timed assertions in tests.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { measureRecompute } from './recompute.ts';
import { measureWeight } from './weight.ts';

const recompute = measureRecompute();

console.log('\nRecompute per keystroke (ms)');
console.table(
  recompute.map((entry) => ({
    case: entry.name,
    runs: entry.runs,
    median: Number(entry.medianMs.toFixed(3)),
    p99: Number(entry.p99Ms.toFixed(3)),
    budget: entry.budgetMs,
    ok: entry.withinBudget ? 'yes' : 'OVER',
  })),
);

const weight = await measureWeight();
console.log('\nFirst-load weight per public page (gzipped KB; the admin is loaded only by /admin)');
console.table(
  weight.pages.map((row) => ({
    page: row.path,
    javascript: row.javascriptKb,
    css: row.cssKb,
    budget: row.budgetKb,
    ok: row.withinBudget ? 'yes' : 'OVER',
    'admin or Apollo': row.loadsAdminOrApollo ? 'LOADED' : 'no',
  })),
);
console.log(`Admin chunks: ${weight.admin.chunks}, ${weight.admin.javascriptKb} KB gzipped in all.`);

const folder = join(import.meta.dirname, 'results');
await mkdir(folder, { recursive: true });
await writeFile(
  join(folder, 'latest.json'),
  `${JSON.stringify({ measuredAt: new Date().toISOString(), node: process.version, recompute, weight }, null, 2)}\n`,
);
console.log(`Wrote ${join(folder, 'latest.json')}`);
