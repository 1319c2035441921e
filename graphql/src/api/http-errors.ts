/**
 * One error body for every error an HTTP client can meet (D16): JSON `{ code, message, fields? }`
 * with GraphQL's codes, from the REST adapter, from the server itself (a body that is not JSON, too
 * large, of another media type; an unknown address or method) and from the cross-site guard. Under
 * /graphql the same errors take GraphQL's shape, `{ errors: [{ message, extensions: { code } }] }`,
 * so a GraphQL client reads every answer of that door one way.
 *
 * Codes beyond the record errors: BAD_REQUEST (the request itself is malformed: Apollo's code for
 * the same thing), REQUEST_TIMEOUT (408), METHOD_NOT_ALLOWED (405, with Allow), PAYLOAD_TOO_LARGE
 * (413), URI_TOO_LONG (414), UNSUPPORTED_MEDIA_TYPE (415) and HEADERS_TOO_LARGE (431).
 *
 * Fastify's own answers take the envelope too: a path it cannot decode (FST_ERR_BAD_URL) through
 * `frameworkErrors`, and what Node's HTTP parser refuses before there is a request at all (headers
 * too large, a malformed request line, a request too slow) through `clientErrorHandler`. No message
 * repeats the request: not its address, not a piece of its body, so an error answer is never larger
 * than a few hundred bytes and never carries what a client wrote into it.
 */
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pathOf } from '../security/normalised-path.ts';
import { errorStatus, type ErrorCode } from './errors.ts';

export const httpErrorStatus = {
  ...errorStatus,
  BAD_REQUEST: 400,
  METHOD_NOT_ALLOWED: 405,
  REQUEST_TIMEOUT: 408,
  PAYLOAD_TOO_LARGE: 413,
  URI_TOO_LONG: 414,
  UNSUPPORTED_MEDIA_TYPE: 415,
  HEADERS_TOO_LARGE: 431,
} as const;

export type HttpErrorCode = keyof typeof httpErrorStatus;

export interface ErrorEnvelope {
  code: HttpErrorCode | ErrorCode;
  message: string;
  fields?: Record<string, string>;
}

const isGraphqlPath = (url: string) => {
  const path = pathOf(url);
  return path === '/graphql' || path.startsWith('/graphql/');
};

/** Sends an error in the body its address's clients read. */
export function sendError(request: FastifyRequest, reply: FastifyReply, status: number, error: ErrorEnvelope): FastifyReply {
  reply.code(status).type('application/json; charset=utf-8').header('Cache-Control', 'no-store');
  if (isGraphqlPath(request.url)) {
    const extensions = { code: error.code, ...(error.fields ? { fields: error.fields } : {}) };
    return reply.send(JSON.stringify({ errors: [{ message: error.message, extensions }] }));
  }
  return reply.send(JSON.stringify(error));
}

/** The parser's own message quotes the body around the fault: the answer says only what is wrong. */
const invalidJson: ErrorEnvelope = { code: 'BAD_REQUEST', message: 'The request body is not valid JSON.' };

/** What Fastify's own refusals (body parsing, size, media type, URL) mean to a client. */
function fromFastify(error: FastifyError): { status: number; envelope: ErrorEnvelope } | null {
  switch (error.code) {
    case 'FST_ERR_BAD_URL':
      return { status: 400, envelope: { code: 'BAD_REQUEST', message: 'The address is not valid: it has a malformed percent-escape.' } };
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return { status: 414, envelope: { code: 'URI_TOO_LONG', message: 'The address is too long.' } };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, envelope: { code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large.' } };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return { status: 415, envelope: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Send the request body as application/json.' } };
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, envelope: invalidJson };
    default:
      break;
  }
  if (error instanceof SyntaxError || (error.statusCode === 400 && /JSON/i.test(error.message))) return { status: 400, envelope: invalidJson };
  if (error.statusCode === 414) return { status: 414, envelope: { code: 'URI_TOO_LONG', message: 'The address is too long.' } };
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    // Fastify's messages may quote the request (a header, a piece of the address): its status says enough.
    return { status: error.statusCode, envelope: { code: 'BAD_REQUEST', message: `The request could not be read (${error.statusCode}).` } };
  }
  return null;
}

/** Fastify's `frameworkErrors`: its refusals made before routing (a path it cannot decode), in the envelope. */
export function frameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const known = fromFastify(error) ?? {
    status: 500,
    envelope: { code: 'INTERNAL_SERVER_ERROR', message: 'Something went wrong on our side. Try again later.' },
  };
  void sendError(request, reply, known.status, known.envelope);
}

/** What Node's HTTP parser refused, by its error code, before there was a request to answer. */
function clientErrorAnswer(code: string | undefined): { status: number; envelope: ErrorEnvelope } {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, envelope: { code: 'REQUEST_TIMEOUT', message: 'The request took too long to arrive.' } };
  if (code === 'HPE_HEADER_OVERFLOW') {
    return { status: 431, envelope: { code: 'HEADERS_TOO_LARGE', message: 'The request headers (the address and cookies included) are too large.' } };
  }
  return { status: 400, envelope: { code: 'BAD_REQUEST', message: 'The request could not be read as HTTP.' } };
}

/**
 * Fastify's `clientErrorHandler`: Node's HTTP parser refused the bytes on a connection (no request
 * was made of them), so the answer is written to the socket as it is, in the envelope, and the
 * connection ends. As Node does, nothing is written to a socket that cannot take it.
 */
export function clientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, envelope } = clientErrorAnswer(error.code);
  const body = JSON.stringify(envelope);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

/**
 * The server-wide error and not-found handlers. Registered before the API, so every route and
 * plugin (Apollo's included) inherits them.
 */
export function registerHttpErrors(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const known = fromFastify(error);
    if (known) return sendError(request, reply, known.status, known.envelope);
    // As Fastify's own handler logs it: the cause with the request and the answer's status.
    reply.code(500);
    request.log.error({ req: request, res: reply, err: error }, error.message);
    return sendError(request, reply, 500, { code: 'INTERNAL_SERVER_ERROR', message: 'Something went wrong on our side. Try again later.' });
  });
  app.setNotFoundHandler((request, reply) => sendError(request, reply, 404, nothingAnswers(request.method)));
}

/** A 404 for an address nothing answers, naming the method but never repeating the address. */
export const nothingAnswers = (method: string): ErrorEnvelope => ({ code: 'NOT_FOUND', message: `Nothing answers ${method} at this address.` });

const everyMethod = ['DELETE', 'GET', 'PATCH', 'POST', 'PUT'] as const;

/**
 * Answers the methods an address does not take with 405 and the Allow header (OPTIONS with 204 and
 * Allow), once its routes are declared: `methods` are the ones it takes.
 */
export function refuseOtherMethods(app: FastifyInstance, url: string, methods: readonly string[]): void {
  const allowed = [...new Set([...methods, ...(methods.includes('GET') ? ['HEAD'] : []), 'OPTIONS'])].sort();
  const others = everyMethod.filter((method) => !methods.includes(method));
  if (others.length > 0) {
    app.route({
      method: others,
      url,
      handler: (request, reply) =>
        sendError(request, reply.header('Allow', allowed.join(', ')), 405, {
          code: 'METHOD_NOT_ALLOWED',
          message: `${request.method} is not allowed here; use ${methods.join(' or ')}.`,
        }),
    });
  }
  if (!methods.includes('OPTIONS')) app.options(url, (_request, reply) => reply.code(204).header('Allow', allowed.join(', ')).send());
}
