/**
 * The one HTTP server: the built web app, health checks, redirects and 404s, and (with a database)
 * the API: GraphQL at /graphql and the REST adapter under /api.
 */
import { join } from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { AccessLog, registerRequestIds, requestId, safeLogger } from './access-log.ts';
import { registerGraphql } from '../api/graphql-server.ts';
import type { CorsOrigins } from '../api/public-reads.ts';
import { deviceCookies, loadDeviceCookieKey } from '../auth/device-cookie.ts';
import { defaultLoginLimits, type LoginLimits } from '../auth/sign-in-throttle.ts';
import { registerRest } from '../api/rest.ts';
import { frameworkError, refuseOtherMethods, registerHttpErrors } from '../api/http-errors.ts';
import { openApiDocument } from '../api/openapi.ts';
import { apiIndex } from '../api/api-index.ts';
import { registerInputSchemas } from '../api/calculator-inputs.ts';
import type { TrustProxy } from '../config.ts';
import type { Log } from '../log.ts';
import { databaseAnswers, type Em, type Orm } from '../db/orm.ts';
import { scheduleCleanup } from '../db/retention.ts';
import { registerPages, type OverlongPages } from '../site/serve.ts';
import { clientErrorHandler } from './client-errors.ts';
import { serverFolder } from '#catalogue/rendering.ts';
import { serviceWorkerPath, webManifestPath } from '#catalogue/offline.ts';
import { loadWebBuild, type Renderer } from '../site/renderer.ts';
import { defaultRenderWorkers, renderWorkers } from '../site/render-workers.ts';
import { registerSecurityHeaders } from './security-headers.ts';
import { SiteContent } from '../site/site-content.ts';
import { trustProxyOption } from '../security/client-address.ts';
import { crossSiteGuard } from '../security/cross-site-guard.ts';
import { refuseEncodedBodies } from '../security/encoded-bodies.ts';
import { normaliseUrl } from '../security/normalised-path.ts';
import { defaultAnonymousBudget, defaultPageRenderBudget, defaultTokenBudget, RequestBudget, type BudgetLimits } from '../security/request-budget.ts';
import { defaultTimeouts, type Timeouts } from '../security/timeouts.ts';
import { defaultWebhookWorkerOptions, startWebhookWorker, type WebhookWorkerOptions } from '../webhooks/worker.ts';

export interface AppOptions {
  /** The web app's build folder (web/dist). */
  webDist: string;
  /** The database; without it the server serves the web app only. */
  orm?: Orm;
  production?: boolean;
  /** Fastify's logger: true for the standard one, or pino's options (a test passes its own stream). */
  logger?: FastifyServerOptions['logger'];
  /** The process's logger (log.ts), used instead of `logger` when given. */
  log?: Log;
  loginLimits?: LoginLimits;
  /** The public origin for canonical links, the sitemap and robots.txt (SITE_URL). */
  siteOrigin?: string;
  /** Whether other server instances may write to the same database (PostgreSQL). */
  sharedDatabase?: boolean;
  /** Renders pages instead of the build's module (tests render from the sources). */
  renderer?: Renderer;
  /**
   * Threads that render the build's pages (site/render-workers.ts); 0 renders them on the thread
   * that answers requests.
   */
  renderThreads?: number;
  /** Whether Google Analytics is configured: the security policy allows its hosts only then. */
  analytics?: boolean;
  /** Whose X-Forwarded-For to believe (TRUST_PROXY); no proxy by default. */
  trustProxy?: TrustProxy;
  /** The request budget of each anonymous API client (security/request-budget.ts); null for none. */
  anonymousBudget?: BudgetLimits | null;
  /** Origins whose pages may read the public GraphQL queries (CORS_ORIGINS); none by default. */
  corsOrigins?: CorsOrigins;
  /** The request budget of each API token; null for none. */
  tokenBudget?: BudgetLimits | null;
  /** Each client's budget of pages rendered for it (security/request-budget.ts); null for none. */
  pageRenderBudget?: BudgetLimits | null;
  timeouts?: Timeouts;
  /** How often expired rows are deleted (db/retention.ts). */
  cleanupIntervalMs?: number;
  /** Queries answered by compiled code from their second send (api/compiled-execution.ts); off only for the API benchmark's comparison. */
  compiledQueries?: boolean;
  /** The webhook delivery worker's settings (webhooks/worker.ts); false runs none in this instance. */
  webhooks?: Partial<WebhookWorkerOptions> | false;
}

/** Request bodies larger than this are refused with 413 before any work is done. */
export const bodyLimitBytes = 256 * 1024;

export async function buildApp({
  webDist,
  orm,
  production = false,
  logger = false,
  log,
  loginLimits = defaultLoginLimits,
  siteOrigin = 'http://127.0.0.1:3000',
  sharedDatabase = orm?.config.get('clientUrl') !== undefined,
  renderer,
  renderThreads = defaultRenderWorkers(),
  analytics = false,
  trustProxy = false,
  anonymousBudget = defaultAnonymousBudget,
  tokenBudget = defaultTokenBudget,
  pageRenderBudget = defaultPageRenderBudget,
  corsOrigins = [],
  timeouts = defaultTimeouts,
  cleanupIntervalMs,
  compiledQueries = true,
  webhooks = {},
}: AppOptions): Promise<FastifyInstance> {
  // Filled in once the pages are registered; a request refused before then gets the API's JSON.
  const overlong: OverlongPages = { answer: async () => null };
  const app = Fastify({
    // Typed as Fastify's own logger interface, which pino's logger implements.
    ...(log ? { loggerInstance: log as FastifyBaseLogger } : { logger: safeLogger(logger) }),
    logController: new AccessLog(),
    // The id is chosen here (access-log.ts), never taken from a header unchecked.
    requestIdHeader: false,
    genReqId: requestId,
    trustProxy: trustProxyOption(trustProxy),
    bodyLimit: bodyLimitBytes,
    // Every check after this sees one spelling of the path (security/normalised-path.ts).
    rewriteUrl: (request) => normaliseUrl(request.url ?? '/'),
    // Fastify's own refusals, before routing and before there is a request, in the error envelope.
    frameworkErrors: frameworkError,
    // A client that sends its headers or its body too slowly loses the connection (slow-loris).
    requestTimeout: timeouts.requestMs,
    connectionTimeout: timeouts.idleMs,
    http: { headersTimeout: timeouts.headersMs, connectionsCheckingInterval: timeouts.checkEveryMs },
    clientErrorHandler: clientErrorHandler(overlong),
  });
  registerRequestIds(app);
  const built = await loadWebBuild(webDist, renderer);
  const workers =
    built.rendererFile && built.renderer && renderThreads > 0 ? renderWorkers(built.rendererFile, built.renderer, { size: renderThreads, log: app.log }) : null;
  if (workers) app.addHook('onClose', () => workers.close());
  const build = workers ? { ...built, renderer: workers } : built;
  const content = new SiteContent(orm, { origin: siteOrigin, shared: sharedDatabase });
  registerSecurityHeaders(app, { analytics, production });
  // Brotli where the client accepts it, else gzip; tiny answers are left as they are. Dynamic answers
  // are compressed as they are sent, so brotli runs at quality 4 (the plugin's own default, stated
  // here): zlib's default of 11 costs tens of times the CPU. The build's files are compressed once
  // at build time, at the highest quality, and sent as they are (preCompressed below).
  await app.register(fastifyCompress, {
    // Answers only: request bodies are never decompressed (security/encoded-bodies.ts).
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });

  registerHttpErrors(app);
  app.addHook('onRequest', refuseEncodedBodies);
  // A JSON content type with no body at all (a DELETE or a sign-out sent by a client that always
  // sets the type) is a request without a body, not a malformed one.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) =>
    body === '' ? done(null, undefined) : parseJson(request, body as string, done),
  );

  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    if (orm && !(await databaseAnswers(orm))) return reply.code(503).send({ status: 'database unavailable' });
    return { status: 'ready' };
  });

  const budget = orm && anonymousBudget ? new RequestBudget(anonymousBudget) : null;
  if (orm) {
    await app.register(fastifyCookie);
    // A state-changing request from another site's page is refused, whatever its cookies.
    app.addHook('onRequest', crossSiteGuard);
    const tokens = tokenBudget ? new RequestBudget(tokenBudget, 'token') : null;
    const settings = {
      secureCookies: production,
      loginLimits,
      deviceCookies: deviceCookies(await loadDeviceCookieKey(orm.em.fork() as Em)),
      spendAnonymousRequest: (ip: string) => budget?.takeFor(ip) ?? null,
      refundAnonymousRequest: (ip: string) => budget?.refund(ip) ?? null,
      spendTokenRequest: (tokenId: number) => tokens?.take(`token:${tokenId}`) ?? null,
      site: () => content.current(),
    };
    await registerGraphql(app, orm, settings, { corsOrigins, compiledQueries });
    const methods = new Map<string, string[]>();
    for (const { method, url } of registerRest(app, orm, settings)) methods.set(url, [...(methods.get(url) ?? []), method]);
    for (const [url, taken] of methods) refuseOtherMethods(app, url, taken);
    const openApi = JSON.stringify(openApiDocument({ origin: siteOrigin }));
    app.get('/api/openapi.json', async (_request, reply) =>
      reply.type('application/json; charset=utf-8').header('Cache-Control', 'public, max-age=300').send(openApi),
    );
    refuseOtherMethods(app, '/api/openapi.json', ['GET']);
    const index = JSON.stringify(apiIndex());
    app.get('/api', async (_request, reply) => reply.type('application/json; charset=utf-8').header('Cache-Control', 'public, max-age=300').send(index));
    refuseOtherMethods(app, '/api', ['GET']);
    registerInputSchemas(app, siteOrigin);
    refuseOtherMethods(app, '/graphql', ['GET', 'POST', 'OPTIONS']);
    refuseOtherMethods(app, '/graphql/schema.graphql', ['GET']);
    scheduleCleanup(app, orm, cleanupIntervalMs);
    if (webhooks) {
      const worker = startWebhookWorker(orm, { ...defaultWebhookWorkerOptions, ...webhooks }, (error) => app.log.error(error));
      app.addHook('onClose', () => worker.stop());
    }
  }

  const revalidated = new Set([serviceWorkerPath, webManifestPath].map((path) => join(webDist, path.slice(1))));
  await app.register(fastifyStatic, {
    root: webDist,
    index: false,
    wildcard: false,
    // The server's own files are never sent; the build's compressed copies are sent in place of
    // their originals, never under their own names; index.html is a template, never a page.
    allowedPath: (pathName) => !pathName.startsWith(`/${serverFolder}/`) && !/\.(br|gz)$/.test(pathName) && pathName !== '/index.html',
    preCompressed: true,
    // Hashed build assets never change under the same name. The service worker and the app
    // manifest keep their names from release to release: the browser asks each time whether they
    // changed (its update check for the worker bypasses this cache for a day at most anyway).
    setHeaders: (reply, path) => {
      if (path.startsWith(join(webDist, 'assets'))) reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      // (The path is the compressed copy's when one is sent.)
      else if (revalidated.has(path.replace(/\.(br|gz)$/, ''))) reply.header('Cache-Control', 'no-cache');
    },
  });

  const renderBudget = pageRenderBudget ? new RequestBudget(pageRenderBudget) : null;
  registerPages(app, { build, overlong, content, orm, origin: siteOrigin, analytics, anonymousBudget: budget, renderBudget });

  return app;
}
