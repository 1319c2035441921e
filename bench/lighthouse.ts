/**
 * Lighthouse 12 (mobile, default throttling, Debian Chromium) on every public route: the home page,
 * the category listings, every calculator, the scientific one and the legal and contact pages.
 * Budget: Performance at least 98 and Total Blocking Time at most 100 ms; Accessibility, Best
 * Practices and SEO 100. In the same run, a floor: the same pre-rendered HTML with every script
 * removed, served through a small proxy; LCP is held within 1.2 times the floor's, and the floor's
 * TBT is reported beside the page's (on a busy machine the floor shows TBT too). Each figure is the
 * median of BENCH_LIGHTHOUSE_RUNS audits (1 by default: there are many routes; 3 for a closer look).
 */
import { createServer } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { publicPages } from '#catalogue/catalogue.ts';
import { chromiumFlags, chromiumPath } from './chromium.ts';
import { freePort, startServer } from './server.ts';
import { median } from './stats.ts';

/** One audit's figures (the median of several, for a row). */
interface Scores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
}

export interface LighthouseRow extends Scores {
  path: string;
  floorLcpMs: number;
  floorTbtMs: number;
  withinGoal: boolean;
}

/** Every public route, or those `BENCH_LIGHTHOUSE_PATHS` names (comma-separated paths) for a quick look. */
const chosenPaths = process.env.BENCH_LIGHTHOUSE_PATHS?.split(',').map((path) => path.trim());
export const lighthousePaths = publicPages.map((page) => page.path).filter((path) => !chosenPaths || chosenPaths.includes(path));
const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 1);
export const performanceBudget = 98;
export const tbtBudgetMs = 100;

async function audit(url: string, port: number): Promise<Scores> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
    tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
  };
}

/** The app's pages with every script and module preload taken out; everything else passes through. */
async function startFloor(appUrl: string): Promise<{ url: string; close: () => Promise<void> }> {
  const port = await freePort();
  const server = createServer((request, response) => {
    void (async () => {
      const upstream = await fetch(`${appUrl}${request.url ?? '/'}`);
      const type = upstream.headers.get('content-type') ?? 'application/octet-stream';
      let body: Buffer | string = Buffer.from(await upstream.arrayBuffer());
      if (type.startsWith('text/html')) {
        body = body
          .toString('utf8')
          .replace(/<script\b(?![^>]*type="application\/(?:ld\+)?json")[^>]*>[\s\S]*?<\/script>/g, '')
          .replace(/<link rel="modulepreload"[^>]*>/g, '');
      }
      response.writeHead(upstream.status, { 'content-type': type, 'cache-control': upstream.headers.get('cache-control') ?? 'no-cache' });
      response.end(body);
    })().catch((error: unknown) => {
      response.writeHead(502);
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

function medianScores(all: readonly Scores[]): Scores {
  const pick = (key: keyof Scores) => median(all.map((scores) => scores[key]));
  return {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
  };
}

export async function measureLighthouse(): Promise<LighthouseRow[]> {
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-lighthouse-'));
  const server = await startServer({ DATA_DIR: dataDir });
  const floor = await startFloor(server.url);
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: chromiumFlags,
  });
  try {
    const rows: LighthouseRow[] = [];
    for (const path of lighthousePaths) {
      const page: Scores[] = [];
      const bare: Scores[] = [];
      for (let run = 0; run < runs; run++) {
        page.push(await audit(`${server.url}${path}`, chrome.port));
        bare.push(await audit(`${floor.url}${path}`, chrome.port));
      }
      const scores = medianScores(page);
      const floorScores = medianScores(bare);
      rows.push({
        path,
        ...scores,
        floorLcpMs: floorScores.lcpMs,
        floorTbtMs: floorScores.tbtMs,
        withinGoal:
          scores.performance >= performanceBudget &&
          scores.accessibility === 100 &&
          scores.bestPractices === 100 &&
          scores.seo === 100 &&
          scores.lcpMs <= 1.2 * floorScores.lcpMs &&
          scores.tbtMs <= tbtBudgetMs,
      });
    }
    return rows;
  } finally {
    chrome.kill();
    await floor.close();
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
