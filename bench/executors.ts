/**
 * The reason graphql/src/api/compiled-execution.ts is kept beside graphql-js: the server's CPU per
 * GraphQL request with queries answered by their compiled code, and with graphql-js alone, on the
 * same database in the same process, in alternate turns (CPU time, not requests per second, because
 * the machine is shared and a turn's throughput moves with whatever else runs). Two apps are built
 * in this process on the API benchmark's PostgreSQL database and sent the public `activeCalculators`
 * query through Fastify's `inject`, ten at a time.
 */
import 'reflect-metadata';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { openDatabase } from '../graphql/src/db/orm.ts';
import { buildApp } from '../graphql/src/http/app.ts';

export interface ExecutorRow {
  executor: 'compiled (graphql-jit)' | 'graphql-js alone';
  cpuMsPerRequest: number;
  requests: number;
}

const body = JSON.stringify({ query: '{ activeCalculators { calculatorSlug title description icon category sortOrder } }' });
const turns = 4;
const requestsPerTurn = 2000;
const concurrency = 10;

async function send(app: FastifyInstance, requests: number): Promise<void> {
  for (let sent = 0; sent < requests; sent += concurrency) {
    const answers = await Promise.all(
      Array.from({ length: Math.min(concurrency, requests - sent) }, () =>
        app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json' }, payload: body }),
      ),
    );
    for (const answer of answers) {
      if (answer.statusCode !== 200 || answer.body.includes('"errors"'))
        throw new Error(`activeCalculators answered ${answer.statusCode}: ${answer.body.slice(0, 200)}`);
    }
  }
}

/** CPU per request of each executor; the database must be migrated and seeded (the server has done it). */
export async function measureExecutors(databaseUrl: string): Promise<ExecutorRow[]> {
  const orm = await openDatabase({ databaseUrl, dataDir: '' });
  const webDist = await mkdtemp(join(tmpdir(), 'bench-executors-'));
  const apps: { executor: ExecutorRow['executor']; app: FastifyInstance; cpuMs: number; requests: number }[] = [];
  try {
    await writeFile(join(webDist, 'index.html'), '<!doctype html><html><head><!--app-head--></head><body><div id="root"></div></body></html>');
    for (const compiledQueries of [true, false]) {
      const app = await buildApp({ webDist, orm, anonymousBudget: null, tokenBudget: null, compiledQueries });
      apps.push({ executor: compiledQueries ? 'compiled (graphql-jit)' : 'graphql-js alone', app, cpuMs: 0, requests: 0 });
    }
    // Warm-up: the compiled code exists from a document's second send, and V8 optimises both paths.
    for (const entry of apps) await send(entry.app, 500);
    for (let turn = 0; turn < turns; turn++) {
      for (const entry of apps) {
        const before = process.cpuUsage();
        await send(entry.app, requestsPerTurn);
        const used = process.cpuUsage(before);
        entry.cpuMs += (used.user + used.system) / 1000;
        entry.requests += requestsPerTurn;
      }
    }
    return apps.map(({ executor, cpuMs, requests }) => ({ executor, cpuMsPerRequest: Number((cpuMs / requests).toFixed(3)), requests }));
  } finally {
    for (const { app } of apps) await app.close();
    await orm.close(true);
    await rm(webDist, { recursive: true, force: true });
  }
}
