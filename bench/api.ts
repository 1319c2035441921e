/**
 * API throughput (issue: autocannon, 50 connections, 15 s each, against the production build on
 * PostgreSQL and on PGlite): the public `activeCalculators` query over GraphQL and the REST
 * calculators list, beside a baseline measured in the same run: a bare Fastify route running the
 * same SQL through `pg` and returning the rows as JSON. Goal: GraphQL at least half the baseline's
 * requests per second, REST at least 0.7 of it, p99 under 50 ms on PostgreSQL, no errors.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import pg from 'pg';
import { benchAdminPassword, freePort, startServer } from './server.ts';

export interface ApiRow {
  database: 'PostgreSQL' | 'PGlite' | 'baseline (pg)';
  door: string;
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
  ratioToBaseline: number | null;
  goalRatio: number | null;
  withinGoal: boolean | null;
}

const connections = 50;
const duration = Number(process.env.BENCH_API_SECONDS ?? 15);
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const activeCalculators = JSON.stringify({ query: '{ activeCalculators { calculatorSlug title description icon category sortOrder } }' });
const sql = 'select * from calculator where is_active = true order by sort_order';

async function load(url: string, options: Partial<autocannon.Options> = {}): Promise<{ rps: number; p99: number; errors: number }> {
  const result = await autocannon({ url, connections, duration, ...options });
  return { rps: Math.round(result.requests.average), p99: result.latency.p99, errors: result.errors + result.timeouts + result.non2xx };
}

async function signIn(base: string): Promise<string> {
  const response = await fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: benchAdminPassword }),
  });
  const cookie = response.headers.get('set-cookie')?.split(';')[0];
  if (!response.ok || !cookie) throw new Error(`Sign-in failed: ${response.status}`);
  return cookie;
}

async function measureDoors(base: string): Promise<{ graphql: Awaited<ReturnType<typeof load>>; rest: Awaited<ReturnType<typeof load>> }> {
  const graphql = await load(`${base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: activeCalculators });
  const rest = await load(`${base}/api/admin/calculators`, { headers: { cookie: await signIn(base) } });
  return { graphql, rest };
}

/** The baseline: Fastify, pg and the same SQL, nothing else. */
async function measureBaseline(databaseUrl: string): Promise<Awaited<ReturnType<typeof load>>> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const app = Fastify();
  app.get('/calculators', async () => (await pool.query(sql)).rows);
  const port = await freePort();
  await app.listen({ port, host: '127.0.0.1' });
  try {
    return await load(`http://127.0.0.1:${port}/calculators`);
  } finally {
    await app.close();
    await pool.end();
  }
}

export async function measureApi(): Promise<ApiRow[]> {
  const rows: ApiRow[] = [];
  const admin = new pg.Client({ connectionString: serverUrl });
  let databaseUrl: string | undefined;
  const databaseName = `calc_bench_${randomBytes(5).toString('hex')}`;
  try {
    await admin.connect();
    await admin.query(`create database ${databaseName}`);
    const url = new URL(serverUrl);
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();
  } catch (error) {
    console.log(`PostgreSQL is not reachable at ${serverUrl} (${String(error)}): measuring PGlite only, without a baseline.`);
  }
  try {
    let baseline: Awaited<ReturnType<typeof load>> | undefined;
    if (databaseUrl) {
      const server = await startServer({ DATABASE_URL: databaseUrl });
      try {
        // The server has migrated and seeded the database the baseline reads.
        baseline = await measureBaseline(databaseUrl);
        rows.push(row('baseline (pg)', 'Fastify + pg, same SQL', baseline, undefined, null));
        const doors = await measureDoors(server.url);
        rows.push(row('PostgreSQL', 'GraphQL activeCalculators', doors.graphql, baseline, 0.5));
        rows.push(row('PostgreSQL', 'REST calculators list', doors.rest, baseline, 0.7));
      } finally {
        await server.stop();
      }
    }
    const dataDir = await mkdtemp(join(tmpdir(), 'bench-api-'));
    try {
      const server = await startServer({ DATA_DIR: dataDir });
      try {
        const doors = await measureDoors(server.url);
        rows.push(row('PGlite', 'GraphQL activeCalculators', doors.graphql, baseline, null));
        rows.push(row('PGlite', 'REST calculators list', doors.rest, baseline, null));
      } finally {
        await server.stop();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  } finally {
    if (databaseUrl) await admin.query(`drop database if exists ${databaseName} with (force)`);
    await admin.end().catch(() => {});
  }
  return rows;
}

function row(
  database: ApiRow['database'],
  door: string,
  measured: Awaited<ReturnType<typeof load>>,
  baseline: Awaited<ReturnType<typeof load>> | undefined,
  goalRatio: number | null,
): ApiRow {
  const ratio = baseline && database !== 'baseline (pg)' ? Number((measured.rps / baseline.rps).toFixed(2)) : null;
  // On PostgreSQL: the ratio goal, p99 under 50 ms and no errors. On PGlite (one connection behind
  // a lock) the figures are reported beside the baseline without a goal.
  const withinGoal =
    goalRatio === null || ratio === null ? (measured.errors === 0 ? null : false) : ratio >= goalRatio && measured.p99 < 50 && measured.errors === 0;
  return { database, door, requestsPerSecond: measured.rps, p99Ms: measured.p99, errors: measured.errors, ratioToBaseline: ratio, goalRatio, withinGoal };
}
