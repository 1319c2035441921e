/**
 * One log line per answered request: method, URL, status and time, at the end of the request.
 *
 * Fastify's own logging writes two lines per request, one as it arrives (method, URL, client) and
 * one as it ends (status and time, but no URL), so neither line alone says both what was asked and
 * how it went, and the log is twice as long. The health checks, which a platform polls every few
 * seconds, are not logged; errors are logged as before.
 */
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

const unlogged = new Set(['/healthz', '/readyz']);

export class AccessLog extends LogController {
  constructor() {
    super({ disableRequestLogging: (request: FastifyRequest) => unlogged.has(request.url) });
  }

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const line = { method: request.method, url: request.url, statusCode: reply.statusCode, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
