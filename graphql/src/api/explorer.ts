/**
 * GET /graphql for a browser: the self-hosted GraphiQL (web/src/graphiql), so a person exploring the
 * API gets an explorer and every other client gets GraphQL. A request is a browser's when it asks
 * for HTML before JSON and carries no query; anything else goes on to Apollo unchanged.
 */
import type { FastifyInstance } from 'fastify';
import { explorerFolder } from '#catalogue/rendering.ts';
import { pathOf } from '../security/normalised-path.ts';

const page = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <title>GraphiQL | CalcSuite API</title>
    <link rel="stylesheet" href="/${explorerFolder}/explorer.css" />
  </head>
  <body style="margin: 0">
    <div id="graphiql" style="height: 100vh"></div>
    <script type="module" src="/${explorerFolder}/explorer.js"></script>
  </body>
</html>
`;

/** Whether the Accept header ranks text/html above JSON (a browser's navigation does; fetch and API clients do not). */
export function prefersHtml(accept: string | undefined): boolean {
  if (!accept) return false;
  const quality = (type: string) => {
    for (const part of accept.split(',')) {
      const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
      if (name.trim() !== type) continue;
      const q = parameters.map((parameter) => /^\s*q=([\d.]+)/.exec(parameter)?.[1]).find(Boolean);
      return q === undefined ? 1 : Number(q);
    }
    return 0;
  };
  const html = quality('text/html');
  return html > 0 && html > Math.max(quality('application/json'), quality('application/graphql-response+json'));
}

export function registerExplorer(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || pathOf(request.url) !== '/graphql' || request.url.includes('?')) return;
    if (!prefersHtml(request.headers.accept)) return;
    return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(page);
  });
}
