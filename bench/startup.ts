/**
 * Startup (issue: under 3 s): from `npm start` on a built tree to a healthy /readyz, on an existing
 * embedded database directory. The first start creates the directory and is not counted.
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
}

const budgetMs = 3000;

export async function measureStartup(runs = 3): Promise<StartupMeasurement> {
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-startup-'));
  try {
    await (await startServer({ DATA_DIR: dataDir })).stop();
    const times: number[] = [];
    for (let run = 0; run < runs; run++) {
      const server = await startServer({ DATA_DIR: dataDir });
      times.push(Math.round(server.startupMs));
      await server.stop();
    }
    const medianMs = median(times);
    return { runs: times, medianMs, budgetMs, withinBudget: medianMs < budgetMs };
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
