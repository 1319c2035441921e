/** The one HTTP server: the built web app, health checks, redirects and 404s (GraphQL arrives later). */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { answerFor } from './web/routes.ts';

export interface AppOptions {
  /** The web app's build folder (web/dist). */
  webDist: string;
  logger?: boolean;
}

export async function buildApp({ webDist, logger = false }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger, trustProxy: true });
  const indexHtml = await readFile(join(webDist, 'index.html'), 'utf8');

  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async () => ({ status: 'ready' }));

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
    const answer = answerFor(url.pathname, url.search);
    if (answer.kind === 'redirect') return reply.redirect(answer.location, 301);
    reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8');
    if (answer.kind === 'not-found') reply.code(404);
    return indexHtml;
  });

  return app;
}
