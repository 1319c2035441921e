/**
 * One log line per answered request: method, URL, status and time, at the end of the request; and
 * what every log line may say.
 *
 * Fastify's own logging writes two lines per request, one as it arrives (method, URL, client) and
 * one as it ends (status and time, but no URL), so neither line alone says both what was asked and
 * how it went, and the log is twice as long. The health checks, which a platform polls every few
 * seconds, are not logged; errors are logged as before.
 *
 * Logs hold no secrets: the admin area's and the API's URLs are logged without their query string
 * (a GraphQL GET carries its variables there, and a client may put a password in any URL), and a
 * database error is logged without the SQL text and the values MikroORM and the driver attach to it
 * (the statement with its parameters written in, the "Key (…)=(…)" detail).
 */
import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import pino from 'pino';
import { isAdminPath, pathOf } from './security/normalised-path.ts';

const unlogged = new Set(['/healthz', '/readyz']);

/** The URL as logs show it: the path alone in the admin area and the API, the whole URL elsewhere. */
export function loggedUrl(url: string): string {
  const path = pathOf(url);
  return isAdminPath(path) ? path : url;
}

export class AccessLog extends LogController {
  constructor() {
    super({ disableRequestLogging: (request: FastifyRequest) => unlogged.has(pathOf(request.url)) });
  }

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const line = { method: request.method, url: loggedUrl(request.url), statusCode: reply.statusCode, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }

  override routeNotFound(request: FastifyRequest): void {
    if (this.isLogDisabled(request)) return;
    request.log.info(`Route ${request.method}:${loggedUrl(request.url)} not found`);
  }
}

/** Properties drivers attach to database errors that carry the statement or the values in it. */
const statementProperties = new Set(['query', 'sql', 'params', 'parameters', 'detail', 'where', 'internalQuery', 'queryOptions']);

function isDatabaseError(error: SerializedError): boolean {
  return (typeof error.code === 'string' && /^[0-9A-Z]{5}$/.test(error.code)) || 'query' in error || 'sqlState' in error;
}

/**
 * A database error's first message line (MikroORM appends the driver's detail as a second one), with
 * a value quoted at its end (`invalid input syntax for type integer: "…"`) left out.
 */
function safeDatabaseMessage(message: string): string {
  const first = message.split('\n')[0] ?? '';
  return first.replace(/(: )".*"$/, '$1"…"');
}

interface SerializedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

/** pino's error serializer, without the statement and values of a database error. */
export function serializeError(error: Error): SerializedError {
  const serialized: SerializedError = pino.stdSerializers.err(error);
  if (!isDatabaseError(serialized)) return serialized;
  const safe: SerializedError = { type: serialized.type, message: safeDatabaseMessage(serialized.message), stack: '' };
  for (const [key, value] of Object.entries(serialized)) if (!(key in safe) && !statementProperties.has(key)) safe[key] = value;
  // The stack repeats the messages: only its frames are kept, after the safe message.
  const frames = serialized.stack.split('\n').filter((line) => /^\s+at /.test(line));
  safe.stack = [`${safe.type}: ${safe.message}`, ...frames].join('\n');
  return safe;
}

/** Fastify's `logger` option with the serializers above, for `true` or an options object. */
export function safeLogger(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return logger;
  const options = logger === true ? {} : logger;
  return {
    ...options,
    serializers: {
      ...options.serializers,
      req: (request: FastifyRequest) => ({ method: request.method, url: loggedUrl(request.url), remoteAddress: request.ip }),
      err: serializeError,
    },
  };
}
