/**
 * One log line per answered request: method, URL, status, time and client address, at the end of
 * the request; the request id every line of a request carries; and what every log line may say.
 *
 * Fastify's own logging writes two lines per request, one as it arrives (method, URL, client) and
 * one as it ends (status and time, but no URL), so neither line alone says both what was asked and
 * how it went, and the log is twice as long. The health checks, which a platform polls every few
 * seconds, are not logged; errors are logged as before.
 *
 * Each request has an id: the caller's `X-Request-Id` when it is a plausible one (a proxy or a
 * client tracing a request through several services), else a random UUID, unique across every
 * instance. The answer carries it back as `X-Request-Id`, and every line logged while the request
 * runs carries it as `reqId`, the GraphQL server's error lines included (requestLog below).
 *
 * Logs hold no secrets: the admin area's and the API's URLs are logged without their query string
 * (a GraphQL GET carries its variables there, and a client may put a password in any URL), other
 * URLs with the value of any parameter named like a secret left out (secretWords), and a
 * database error is logged without the SQL text and the values MikroORM and the driver attach to it
 * (the statement with its parameters written in, the "Key (…)=(…)" detail).
 *
 * Logs stay bounded: a URL is logged up to `loggedUrlLength` characters and marked as cut past it,
 * so a client sending the longest URLs the server takes cannot make each request cost kilobytes of disk.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { LogController, type FastifyBaseLogger, type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import pino from 'pino';
import { clientAddress } from '../security/client-address.ts';
import { isAdminPath, pathOf } from '../security/normalised-path.ts';

const unlogged = new Set(['/healthz', '/readyz']);

/**
 * Words that name a secret. A query parameter whose name has one of them as a whole word (any case;
 * words split at anything but letters and digits, where lower case turns upper, and between letters
 * and digits: `api_key`, `apiKey`, `X-Auth-Token`, `pwd2`) is logged with its value left out.
 * Whole words, so `compass`, `keyboard` or `pinned` keep theirs.
 */
export const secretWords: ReadonlySet<string> = new Set([
  'auth',
  'authorization',
  'bearer',
  'code',
  'cookie',
  'credential',
  'credentials',
  'jwt',
  'k',
  'key',
  'keys',
  'nonce',
  'otp',
  'pass',
  'passcode',
  'passphrase',
  'passwd',
  'password',
  'passwords',
  'pin',
  'pwd',
  'secret',
  'secrets',
  'sess',
  'session',
  'sid',
  'sig',
  'signature',
  'token',
  'tokens',
  'totp',
]);

/** The words of a parameter's name, lower case (see secretWords). */
function wordsOf(name: string): string[] {
  return name
    .replace(/([a-z])(?=[A-Z])/g, '$1 ')
    .replace(/([A-Za-z])(?=\d)|(\d)(?=[A-Za-z])/g, '$1$2 ')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

export function isSecretParameter(name: string): boolean {
  let decoded = name;
  try {
    decoded = decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    // A malformed escape: judged as written.
  }
  return wordsOf(decoded).some((word) => secretWords.has(word));
}

/** The longest URL a log line holds; past it the URL is cut and says so. */
export const loggedUrlLength = 1024;

/** A URL longer than loggedUrlLength, cut with a mark that says how long it was. */
function cut(url: string): string {
  return url.length > loggedUrlLength ? `${url.slice(0, loggedUrlLength)}…[cut: ${url.length} characters]` : url;
}

/** The URL as logs show it: the path alone in the admin area and the API, elsewhere the URL with secret-looking values left out; cut to loggedUrlLength. */
export function loggedUrl(url: string): string {
  const path = pathOf(url);
  if (isAdminPath(path)) return cut(path);
  const queryAt = url.indexOf('?');
  if (queryAt < 0) return cut(url);
  const query = url.slice(queryAt + 1);
  const parts = query.split('&').map((part) => {
    const [name = ''] = part.split('=', 1);
    return isSecretParameter(name) ? `${name}=…` : part;
  });
  return cut(`${url.slice(0, queryAt)}?${parts.join('&')}`);
}

/** A caller's request id is taken when it is this short and plain (UUIDs, trace ids, `Root=1-…`). */
const acceptableRequestId = /^[\w.:=+/@-]{1,128}$/;

/** Fastify's `genReqId`: the caller's `X-Request-Id` when acceptable, else a random UUID. */
export function requestId(request: Pick<IncomingMessage, 'headers'>): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && acceptableRequestId.test(given) ? given : randomUUID();
}

const requestLogs = new AsyncLocalStorage<FastifyBaseLogger>();

/** The logger of the request being served (its lines carry the request id), else `fallback`. */
export function requestLog(fallback: FastifyBaseLogger): FastifyBaseLogger {
  return requestLogs.getStore() ?? fallback;
}

/** Answers every request with its id, and runs the rest of it where requestLog finds its logger. */
export function registerRequestIds(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    // Read while the socket is there: the line logged after the answer may find it gone.
    clientAddress(request);
    requestLogs.run(request.log, done);
  });
}

/**
 * Runs a log line's work, which runs after the answer (when the client may have gone and taken its
 * socket with it) or on Fastify's error paths: whatever it throws is logged as its own line instead,
 * and never escapes into the event handler that called it, where it would end the process.
 */
function neverThrows(log: FastifyBaseLogger, work: () => void): void {
  try {
    work();
  } catch (error) {
    try {
      log.error({ err: error }, 'A log line could not be written for a request (its cause is logged with this line)');
    } catch {
      // Even the logger failed: there is nowhere left to say it, and the process must go on serving.
    }
  }
}

export class AccessLog extends LogController {
  constructor() {
    super({ disableRequestLogging: (request: FastifyRequest) => unlogged.has(pathOf(request.url)) });
  }

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    neverThrows(reply.log, () => {
      if (this.isLogDisabled(request)) return;
      const line = {
        method: request.method,
        url: loggedUrl(request.url),
        statusCode: reply.statusCode,
        responseTime: reply.elapsedTime,
        remoteAddress: clientAddress(request),
      };
      if (error) reply.log.error({ ...line, err: error }, 'request errored');
      else reply.log.info(line, 'request completed');
    });
  }

  override routeNotFound(request: FastifyRequest): void {
    neverThrows(request.log, () => {
      if (this.isLogDisabled(request)) return;
      request.log.info(`Route ${request.method}:${loggedUrl(request.url)} not found`);
    });
  }

  override defaultErrorLog(...args: Parameters<LogController['defaultErrorLog']>): void {
    neverThrows(args[1].log, () => super.defaultErrorLog(...args));
  }

  override streamError(...args: Parameters<LogController['streamError']>): void {
    neverThrows(args[1].log, () => super.streamError(...args));
  }

  override writeHeadError(...args: Parameters<LogController['writeHeadError']>): void {
    neverThrows(args[1].log, () => super.writeHeadError(...args));
  }

  override serializerError(...args: Parameters<LogController['serializerError']>): void {
    neverThrows(args[1].log, () => super.serializerError(...args));
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

/** The serializers every line goes through: no query string secrets, no SQL text. */
export const safeSerializers = {
  req: (request: FastifyRequest) => ({ method: request.method, url: loggedUrl(request.url), remoteAddress: clientAddress(request) }),
  err: serializeError,
};

/** Fastify's `logger` option with the serializers above, for `true` or an options object. */
export function safeLogger(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return logger;
  const options = logger === true ? {} : logger;
  return { ...options, serializers: { ...options.serializers, ...safeSerializers } };
}
