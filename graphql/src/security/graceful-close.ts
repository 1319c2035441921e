/**
 * Stopping without dropping a request. On SIGTERM or SIGINT (start.ts) the server first drains:
 * `/readyz` answers 503 at once, so a load balancer or orchestrator stops sending visitors here,
 * while the listener stays open and every request that still arrives, on a new connection or a
 * kept-alive one, is served as usual; each answer says `Connection: close`, so a client's next
 * request opens a connection the balancer can route elsewhere. Idle kept-alive connections are not
 * closed while draining: a client may be sending on one at that very moment, and closing it under
 * that request is a reset the client cannot tell from a crash.
 *
 * After the drain period the listener closes: idle connections end, requests in flight finish (those
 * arriving on a connection at that moment get 503 with `Connection: close`), and connections still
 * busy after `closeGraceMs` are cut so the process always ends.
 */
import type { FastifyInstance } from 'fastify';

export interface GracefulClose {
  /** Turns /readyz to 503 and makes every answer close its connection; the listener stays open. */
  drain(): void;
  /** Closes the listener and waits for requests in flight; answers how many connections had to be cut. */
  close(): Promise<{ cut: number }>;
}

export interface GracefulCloseOptions {
  /** How long requests in flight get once the listener closes before their connections are cut. */
  closeGraceMs?: number;
}

export function registerGracefulClose(app: FastifyInstance, { closeGraceMs = 10_000 }: GracefulCloseOptions = {}): GracefulClose {
  let draining = false;
  app.addHook('onRequest', async (request, reply) => {
    if (draining && request.url.split('?')[0] === '/readyz') {
      return reply.code(503).header('cache-control', 'no-store').send({ status: 'stopping' });
    }
  });
  app.addHook('preClose', async () => {
    draining = true;
    app.server.closeIdleConnections?.();
  });
  app.addHook('onSend', async (_request, reply) => {
    if (draining) reply.header('connection', 'close');
  });
  return {
    drain() {
      draining = true;
    },
    async close() {
      let cut = 0;
      const force = setTimeout(() => {
        app.server.getConnections((_error, count) => {
          cut = count;
          app.server.closeAllConnections();
        });
      }, closeGraceMs);
      try {
        await app.close();
      } finally {
        clearTimeout(force);
      }
      return { cut };
    },
  };
}
