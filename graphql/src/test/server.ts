/** A real server on a fresh test database, driven through both doors with app.inject. */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Renderer } from '#catalogue/rendering.ts';
import { buildApp } from '../http/app.ts';
import { saveAdmin } from '../auth/auth.service.ts';
import { defaultLoginLimits, type LoginLimits } from '../auth/sign-in-throttle.ts';
import type { CorsOrigins } from '../api/public-reads.ts';
import type { BudgetLimits } from '../security/request-budget.ts';
import type { Em } from '../db/orm.ts';
import { seedCatalogue } from '../db/seed.ts';
import { testDatabase, type TestDatabase } from './database.ts';
import type { WebhookWorkerOptions } from '../webhooks/worker.ts';

export const adminPassword = 'correct horse battery';

export interface GraphqlAnswer {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: string; fields?: Record<string, string>; retryAfter?: number } }[];
}

export interface TestServer {
  app: FastifyInstance;
  database: TestDatabase;
  /** The stand-in web build, for other app instances on the same database. */
  webDist: string;
  em(): Em;
  graphql(query: string, variables?: Record<string, unknown>, cookie?: string, headers?: Record<string, string>): Promise<GraphqlAnswer>;
  rest(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    body?: unknown,
    cookie?: string,
  ): Promise<{ status: number; body: unknown; text: string; headers: Record<string, unknown> }>;
  /** Signs in as the test admin and returns the cookie header to send. */
  signIn(door?: 'graphql' | 'rest', ip?: string): Promise<string>;
  close(): Promise<void>;
}

export interface TestServerOptions {
  loginLimits?: Partial<LoginLimits>;
  anonymousBudget?: BudgetLimits;
  tokenBudget?: BudgetLimits;
  pageRenderBudget?: BudgetLimits;
  corsOrigins?: CorsOrigins;
  /** Whose X-Forwarded-For to believe, as TRUST_PROXY says; none unless given. */
  trustProxy?: false | number | string[];
  /** Render pages with the web app's server renderer, from its sources (the API's tests need none). */
  renderPages?: boolean;
  /** A database to share with another test server (two instances on one PostgreSQL). */
  database?: TestDatabase;
  /** The webhook worker's settings; none runs unless given. */
  webhooks?: Partial<WebhookWorkerOptions>;
}

/**
 * Without delays between failed sign-ins (their limits still hold), and with a request budget no
 * test meets unless it asks for the real one: suites send hundreds of anonymous requests at once.
 */
export const testAnonymousBudget: BudgetLimits = { capacity: 1_000_000, refillPerSecond: 1_000_000 };

/**
 * The page renderer from the web app's sources (Vitest compiles them), so the server's tests need no
 * build. Named by a path the server's type check does not follow: the renderer is typed by its contract.
 */
export async function sourceRenderer(): Promise<Renderer> {
  const source = join(import.meta.dirname, '..', '..', '..', 'web', 'src', 'server', 'render.tsx');
  return (await import(/* @vite-ignore */ source)) as Renderer;
}

export async function testServer(options: TestServerOptions = {}): Promise<TestServer> {
  const database = options.database ?? (await testDatabase());
  const webDist = await mkdtemp(join(tmpdir(), 'web-dist-'));
  await writeFile(join(webDist, 'index.html'), '<!doctype html><html><head><!--app-head--></head><body><div id="root"></div></body></html>');
  const app = await buildApp({
    webDist,
    orm: database.orm,
    siteOrigin: 'https://calc.example',
    renderer: options.renderPages ? await sourceRenderer() : undefined,
    loginLimits: { ...defaultLoginLimits, stepMs: 0, ...options.loginLimits },
    anonymousBudget: options.anonymousBudget ?? testAnonymousBudget,
    tokenBudget: options.tokenBudget ?? testAnonymousBudget,
    pageRenderBudget: options.pageRenderBudget ?? testAnonymousBudget,
    corsOrigins: options.corsOrigins,
    trustProxy: options.trustProxy,
    webhooks: options.webhooks ?? false,
  });
  const em = () => database.orm.em.fork() as Em;
  // A database shared with another test server has its admin already.
  if (!options.database) await saveAdmin(em(), { username: 'admin', password: adminPassword, email: 'admin@calc.example' }, false);

  const cookieFrom = (setCookie: unknown): string => {
    const header = Array.isArray(setCookie) ? setCookie[0] : setCookie;
    return String(header ?? '').split(';')[0] ?? '';
  };

  const server: TestServer = {
    app,
    database,
    webDist,
    em,
    async graphql(query, variables, cookie, headers = {}) {
      const response = await app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}), ...headers },
        payload: JSON.stringify({ query, variables }),
      });
      return response.json() as GraphqlAnswer;
    },
    async rest(method, url, body, cookie) {
      const response = await app.inject({
        method,
        url,
        headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(cookie ? { cookie } : {}) },
        payload: body === undefined ? undefined : JSON.stringify(body),
      });
      const isJson = String(response.headers['content-type'] ?? '').includes('json');
      return { status: response.statusCode, body: isJson ? response.json() : undefined, text: response.body, headers: response.headers };
    },
    async signIn(door = 'graphql', ip = '127.0.0.1') {
      if (door === 'rest') {
        const response = await app.inject({
          method: 'POST',
          url: '/api/admin/login',
          remoteAddress: ip,
          headers: { 'content-type': 'application/json' },
          payload: { username: 'admin', password: adminPassword },
        });
        return cookieFrom(response.headers['set-cookie']);
      }
      const response = await app.inject({
        method: 'POST',
        url: '/graphql',
        remoteAddress: ip,
        headers: { 'content-type': 'application/json' },
        payload: { query: 'mutation($u: String!, $p: String!) { login(username: $u, password: $p) { success } }', variables: { u: 'admin', p: adminPassword } },
      });
      return cookieFrom(response.headers['set-cookie']);
    },
    async close() {
      await app.close();
      if (!options.database) await database.close();
      await rm(webDist, { recursive: true, force: true });
    },
  };
  return server;
}

/** A test server with the catalogue seeded (records, pages and SEO metas) and the admin signed in. */
export async function seededTestServer(): Promise<{ server: TestServer; cookie: string }> {
  const server = await testServer();
  await seedCatalogue(server.em());
  return { server, cookie: await server.signIn() };
}
