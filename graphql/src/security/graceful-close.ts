/**
 * Closing without waiting on idle keep-alive connections. `app.close()` (SIGTERM in start.ts) lets
 * in-flight requests finish, but their connections stay open afterwards, kept alive for the next
 * request (Fastify keeps idle connections for 72 s), and the close waits for them. Once closing
 * starts, every answer says `Connection: close`, so each connection ends with the request on it.
 */
import type { FastifyInstance } from 'fastify';

export function registerGracefulClose(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
    app.server.closeIdleConnections?.();
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
}
