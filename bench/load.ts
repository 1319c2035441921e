/**
 * What the server benchmarks under load share: autocannon runs taken in turns with a baseline, a
 * throwaway PostgreSQL database, and signing in as the admin the benchmark server creates.
 */
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import { benchAdminPassword } from './server.ts';
import { median } from './stats.ts';

export interface Load {
  rps: number;
  p99: number;
  errors: number;
}

export interface Case {
  name: string;
  options: autocannon.Options;
}

export const connections = 50;
/**
 * Each case's seconds are taken in turns with the baseline's (baseline, the server's doors, and
 * again), so a load that other work puts on the shared machine for a while falls on all of them
 * alike, instead of on whichever happened to run then.
 */
const rounds = 3;
const warmUpSeconds = 2;

/** Every case of `cases` in turns for `seconds` in all; requests per second over all rounds, the median round's p99. */
export async function measureInTurns(cases: Case[], seconds: number): Promise<Load[]> {
  for (const { options } of cases) await autocannon({ ...options, connections, duration: warmUpSeconds });
  const totals = cases.map(() => ({ requests: 0, seconds: 0, p99s: [] as number[], errors: 0 }));
  for (let round = 0; round < rounds; round++) {
    for (const [index, { options }] of cases.entries()) {
      const result = await autocannon({ ...options, connections, duration: seconds / rounds });
      const total = totals[index]!;
      total.requests += result.requests.total;
      total.seconds += result.duration;
      total.p99s.push(result.latency.p99);
      total.errors += result.errors + result.timeouts + result.non2xx;
    }
  }
  return totals.map((total) => ({ rps: Math.round(total.requests / total.seconds), p99: median(total.p99s), errors: total.errors }));
}

export async function signIn(base: string): Promise<string> {
  const response = await fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: benchAdminPassword }),
  });
  const cookie = response.headers.get('set-cookie')?.split(';')[0];
  if (!response.ok || !cookie) throw new Error(`Sign-in failed: ${response.status}`);
  return cookie;
}

export const postgresServerUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface ThrowawayDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * A new, empty database on the server of BENCH_DATABASE_URL, named with BENCH_DATABASE_PREFIX
 * (`calc_bench` by default) and a random suffix; or the reason it could not be made.
 */
export async function throwawayDatabase(): Promise<ThrowawayDatabase | { unreachable: string }> {
  const prefix = process.env.BENCH_DATABASE_PREFIX ?? 'calc_bench';
  if (!/^[a-z_][a-z0-9_]*$/.test(prefix)) throw new Error(`BENCH_DATABASE_PREFIX must be a plain lowercase name, not "${prefix}".`);
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresServerUrl });
  try {
    await admin.connect();
    await admin.query(`create database ${name}`);
  } catch (error) {
    await admin.end().catch(() => {});
    return { unreachable: `PostgreSQL is not reachable at ${postgresServerUrl} (${String(error)})` };
  }
  const url = new URL(postgresServerUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      try {
        // With force: a client of the benchmark may still be closing.
        await admin.query(`drop database if exists ${name} with (force)`);
      } finally {
        await admin.end().catch(() => {});
      }
    },
  };
}
