/**
 * The conditions some tests need and `npm test` cannot assume: each declared once, with what is left
 * out without it and how to run it. Tests take their skip from `needs(...)`, which also marks them,
 * so the closing line of the run (`skipped-suites.ts`) names exactly what this run left out.
 */
import { spawnSync } from 'node:child_process';
import type { TestOptions } from 'vitest';

declare module 'vitest' {
  interface TaskMeta {
    /** The conditions a skipped test lacked, by name. */
    unmet?: ConditionName[];
  }
}

export interface Condition {
  /** What a run without it leaves out, as the closing line names it. */
  what: string;
  /** How to run it, or what it needs. */
  howToRun: string;
  met: () => boolean;
}

/** Asks once per process: a Docker daemon or curl does not come and go during a run. */
function once(ask: () => boolean): () => boolean {
  let answer: boolean | undefined;
  return () => (answer ??= ask());
}

export const conditions = {
  postgres: {
    what: 'PostgreSQL suites',
    howToRun: 'DATABASE_URL=postgres://… npm run test:integration',
    met: () => Boolean(process.env.DATABASE_URL),
  },
  embedded: {
    what: 'embedded-database process suites',
    howToRun: 'npm test without DATABASE_URL',
    met: () => !process.env.DATABASE_URL,
  },
  docker: {
    what: 'Docker image test',
    howToRun: 'needs a Docker daemon',
    // A docker client alone cannot build: the daemon has to answer.
    met: once(() => spawnSync('docker', ['info'], { stdio: 'ignore', timeout: 10_000 }).status === 0),
  },
  curl: {
    what: "README's terminal sign-in",
    howToRun: 'needs curl',
    met: once(() => spawnSync('curl', ['--version'], { stdio: 'ignore' }).status === 0),
  },
  flood: {
    what: '100k URL flood',
    howToRun: 'FLOOD_TEST=1 npm test -- url-flood',
    met: () => process.env.FLOOD_TEST === '1',
  },
} satisfies Record<string, Condition>;

export type ConditionName = keyof typeof conditions;

/** Options for `describe`/`it`: skipped, and marked with what it lacked, unless every condition holds. */
export function needs(...names: ConditionName[]): TestOptions {
  const unmet = names.filter((name) => !conditions[name].met());
  return unmet.length ? { skip: true, meta: { unmet } } : {};
}
