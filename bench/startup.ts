/**
 * Startup (budget: under 3 s): from `npm start` on a built tree to a healthy /readyz, on an existing
 * embedded database directory. The first start creates the directory and is not counted.
 *
 * Memory (goal: under 600 MB): the serving process's peak resident memory on the embedded
 * database, on a built tree (no build in the process), after it has rendered every public page
 * once and answered the admin's lists.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from './server.ts';
import { median } from './stats.ts';

export interface StartupMeasurement {
  runs: number[];
  medianMs: number;
  budgetMs: number;
  withinBudget: boolean;
  /** Peak resident memory of the serving process, MB (null where it cannot be read). */
  peakRssMb: number | null;
  rssBudgetMb: number;
  rssWithinBudget: boolean | null;
}

const budgetMs = 3000;
const rssBudgetMb = 600;

/** Every public page once (each rendered on the server), as the sitemap lists them. */
async function visitEveryPage(url: string): Promise<void> {
  const sitemap = await (await fetch(`${url}/sitemap.xml`)).text();
  for (const [, location = ''] of sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    await (await fetch(`${url}${new URL(location).pathname}`)).arrayBuffer();
  }
}

export async function measureStartup(runs = 3): Promise<StartupMeasurement> {
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-startup-'));
  try {
    await (await startServer({ DATA_DIR: dataDir })).stop();
    const times: number[] = [];
    let peakRssMb: number | null = null;
    for (let run = 0; run < runs; run++) {
      const server = await startServer({ DATA_DIR: dataDir });
      times.push(Math.round(server.startupMs));
      if (run === runs - 1) {
        await visitEveryPage(server.url);
        peakRssMb = await server.peakRssMb();
      }
      await server.stop();
    }
    const medianMs = median(times);
    return {
      runs: times,
      medianMs,
      budgetMs,
      withinBudget: medianMs < budgetMs,
      peakRssMb,
      rssBudgetMb,
      rssWithinBudget: peakRssMb === null ? null : peakRssMb < rssBudgetMb,
    };
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
