/**
 * The one HTTP server: the built web app, health checks, redirects and 404s, and (with a database)
 * the API: GraphQL at /graphql and the REST adapter under /api.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerGraphql } from './api/graphql-server.ts';
import { defaultLoginLimits, type LoginLimits } from './auth/auth.service.ts';
import { registerRest } from './api/rest.ts';
import { databaseAnswers, type Orm } from './db/orm.ts';
import { answerFor } from './web/routes.ts';

export interface AppOptions {
  /** The web app's build folder (web/dist). */
  webDist: string;
  /** The database; without it the server serves the web app only. */
  orm?: Orm;
  production?: boolean;
  logger?: boolean;
  loginLimits?: LoginLimits;
}

/** Request bodies larger than this are refused with 413 before any work is done. */
export const bodyLimitBytes = 256 * 1024;

export async function buildApp({ webDist, orm, production = false, logger = false, loginLimits = defaultLoginLimits }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger, trustProxy: true, bodyLimit: bodyLimitBytes });
  const indexHtml = await readFile(join(webDist, 'index.html'), 'utf8');

  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    if (orm && !(await databaseAnswers(orm))) return reply.code(503).send({ status: 'database unavailable' });
    return { status: 'ready' };
  });

  if (orm) {
    await app.register(fastifyCookie);
    // A state-changing request from another site's page is refused, whatever its cookies.
    app.addHook('onRequest', async (request, reply) => {
      if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return;
      const origin = request.headers.origin;
      if (origin && new URL(origin, 'http://invalid').host !== request.headers.host) {
        return reply.code(403).type('text/plain; charset=utf-8').send('Cross-site requests are not allowed.');
      }
    });
    const settings = { secureCookies: production, loginLimits };
    await registerGraphql(app, orm, settings);
    registerRest(app, orm, settings);
  }

  await app.register(fastifyStatic, {
    root: webDist,
    index: false,
    wildcard: false,
    // Hashed build assets never change under the same name.
    setHeaders: (reply, path) => {
      if (path.startsWith(join(webDist, 'assets'))) reply.header('Cache-Control', 'public, max-age=31536000, immutable');
    },
  });

  app.get('/*', async (request, reply) => {
    const url = new URL(request.url, 'http://localhost');
    if (url.pathname.startsWith('/api/')) return reply.code(404).type('text/plain; charset=utf-8').send('No such API endpoint.');
    const answer = answerFor(url.pathname, url.search);
    if (answer.kind === 'redirect') return reply.redirect(answer.location, 301);
    reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8');
    if (answer.kind === 'not-found') reply.code(404);
    return indexHtml;
  });

  return app;
}
