/**
 * API throughput (autocannon, 50 connections, 15 s each, against the production build on
 * PostgreSQL and on PGlite): the public `activeCalculators` query over GraphQL and the REST
 * calculators list, beside a baseline measured in the same run: a bare Fastify route running the
 * same SQL through `pg` and returning the rows as JSON. Goal: GraphQL at least half the baseline's
 * requests per second, REST at least 0.7 of it, p99 under 50 ms on PostgreSQL, no errors.
 *
 * The REST list is the admin's (`/api/admin/calculators`, signed in): besides the list's query it
 * resumes the session from the database on every request, a second round trip the baseline and the
 * public GraphQL query do not make. So a second bare route is measured beside it, for information: the
 * same Fastify and `pg`, looking the session up by its token's hash first (the server's own lookup
 * query, a prepared statement as in the server), then running the list's SQL. It is about what a
 * signed-in list costs at the least; the goal stays against the first baseline.
 */
import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import pg from 'pg';
import { measureExecutors, type ExecutorRow } from './executors.ts';
import { measureInTurns, signIn, throwawayDatabase, type Case, type Load } from './load.ts';
import { freePort, startServer } from './server.ts';

export interface ApiRow {
  database: 'PostgreSQL' | 'PGlite' | 'baseline (pg)' | 'signed-in baseline (pg)';
  door: string;
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
  ratioToBaseline: number | null;
  goalRatio: number | null;
  withinGoal: boolean | null;
}

const duration = Number(process.env.BENCH_API_SECONDS ?? 15);
const sql = 'select * from calculator where is_active = true order by category, sort_order, calculator_slug';
/** The server's session lookup (graphql/src/auth/sessions.ts), by the SHA-256 hash of the cookie's token. */
const sessionSql =
  'select s.id, s.last_seen_at, s.expires_at, u.id as user__id, u.username as user__username, u.email as user__email, u.role as user__role ' +
  'from session as s inner join admin_user as u on s.user_id = u.id where s.id = $1';
const activeCalculators = JSON.stringify({ query: '{ activeCalculators { calculatorSlug title description icon category sortOrder } }' });

async function doorCases(base: string, cookie: string): Promise<Case[]> {
  return [
    {
      name: 'GraphQL activeCalculators',
      options: { url: `${base}/graphql`, method: 'POST', headers: { 'content-type': 'application/json' }, body: activeCalculators },
    },
    { name: 'REST calculators list', options: { url: `${base}/api/admin/calculators`, headers: { cookie } } },
  ];
}

/**
 * The baseline: Fastify, pg and the SQL the activeCalculators query runs, nothing else. It shares this
 * process with autocannon; run in a process of its own it answered as many requests (2448-2600 req/s
 * beside 2519-2581 in turns, 2026-11-21), so it is kept here.
 */
async function startBaseline(databaseUrl: string): Promise<{ url: string; signedInUrl: string; stop(): Promise<void> }> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  // The throwaway database is dropped with force at the end, which may reach a client still closing.
  pool.on('error', () => {});
  const app = Fastify();
  app.get('/calculators', async () => (await pool.query(sql)).rows);
  app.get('/signed-in/calculators', async (request, reply) => {
    const token = /(?:^|;\s*)sid=([^;]*)/.exec(request.headers.cookie ?? '')?.[1] ?? '';
    const { rows } = await pool.query({ name: 'session_lookup', text: sessionSql, values: [createHash('sha256').update(token).digest('hex')] });
    if (rows.length === 0) return reply.code(401).send('Sign in first.');
    return (await pool.query(sql)).rows;
  });
  const port = await freePort();
  await app.listen({ port, host: '127.0.0.1' });
  return {
    url: `http://127.0.0.1:${port}/calculators`,
    signedInUrl: `http://127.0.0.1:${port}/signed-in/calculators`,
    stop: async () => {
      await app.close();
      await pool.end();
    },
  };
}

/**
 * The doors of one running server, in turns with the baselines when there are any (the signed-in one
 * only beside PostgreSQL, whose database it reads).
 */
async function measureServer(database: 'PostgreSQL' | 'PGlite', base: string, baseline: { url: string; signedInUrl: string } | undefined): Promise<ApiRow[]> {
  const cookie = await signIn(base);
  const doors = await doorCases(base, cookie);
  const baselines: Case[] = baseline ? [{ name: 'baseline', options: { url: baseline.url } }] : [];
  if (baseline && database === 'PostgreSQL') baselines.push({ name: 'signed-in baseline', options: { url: baseline.signedInUrl, headers: { cookie } } });
  const loads = await measureInTurns([...baselines, ...doors], duration);
  const [plain, signedIn] = loads.splice(0, baselines.length);
  const rows: ApiRow[] = [];
  if (plain) rows.push(row('baseline (pg)', `Fastify + pg, same SQL (in turns with ${database})`, plain, undefined, null));
  if (signedIn) rows.push(row('signed-in baseline (pg)', 'Fastify + pg, session lookup then the same SQL', signedIn, plain, null));
  const goals = database === 'PostgreSQL' ? [0.5, 0.7] : [null, null];
  doors.forEach((door, index) => rows.push(row(database, door.name, loads[index]!, plain, goals[index] ?? null)));
  return rows;
}

export async function measureApi(): Promise<{ rows: ApiRow[]; executors: ExecutorRow[] | null }> {
  const rows: ApiRow[] = [];
  let executors: ExecutorRow[] | null = null;
  const database = await throwawayDatabase();
  if ('unreachable' in database) console.log(`${database.unreachable}: measuring PGlite only, without a baseline.`);
  const databaseUrl = 'url' in database ? database.url : undefined;
  let baseline: Awaited<ReturnType<typeof startBaseline>> | undefined;
  try {
    if (databaseUrl) {
      const server = await startServer({ DATABASE_URL: databaseUrl });
      try {
        // The server has migrated and seeded the database the baseline reads.
        baseline = await startBaseline(databaseUrl);
        rows.push(...(await measureServer('PostgreSQL', server.url, baseline)));
      } finally {
        await server.stop();
      }
      executors = await measureExecutors(databaseUrl);
    }
    const dataDir = await mkdtemp(join(tmpdir(), 'bench-api-'));
    try {
      const server = await startServer({ DATA_DIR: dataDir });
      try {
        rows.push(...(await measureServer('PGlite', server.url, baseline)));
      } finally {
        await server.stop();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  } finally {
    await baseline?.stop();
    if ('drop' in database) await database.drop();
  }
  return { rows, executors };
}

function row(database: ApiRow['database'], door: string, measured: Load, baseline: Load | undefined, goalRatio: number | null): ApiRow {
  const ratio = baseline && database !== 'baseline (pg)' ? Number((measured.rps / baseline.rps).toFixed(2)) : null;
  // On PostgreSQL: the ratio goal, p99 under 50 ms and no errors. On PGlite (one connection behind
  // a lock) the figures are reported beside the baseline without a goal.
  const withinGoal =
    goalRatio === null || ratio === null ? (measured.errors === 0 ? null : false) : ratio >= goalRatio && measured.p99 < 50 && measured.errors === 0;
  return { database, door, requestsPerSecond: measured.rps, p99Ms: measured.p99, errors: measured.errors, ratioToBaseline: ratio, goalRatio, withinGoal };
}
