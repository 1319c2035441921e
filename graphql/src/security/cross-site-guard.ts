/**
 * The cross-site guard of every state-changing request, registered in app.ts.
 *
 * - A state-changing request whose Origin is another site, `null` (sandboxed frames, some redirects)
 *   or not a URL at all is refused with 403 (never a 500 for a malformed Origin), unless it carries an
 *   Authorization header: such a request is judged by its API token alone, never by the session
 *   cookie (api/http.ts), and no page can send one cross-site without a preflight this server never
 *   grants. Server-side proxies forward their client's Origin with a token of their own.
 * - A state-changing REST request that carries a body must say it is JSON: a cross-site HTML form
 *   can only send text/plain, urlencoded or multipart bodies, so this refuses forms even from a
 *   browser that sends no Origin. (GraphQL has Apollo's CSRF prevention for the same purpose.)
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from '../api/http-errors.ts';
import { pathOf } from './normalised-path.ts';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether an Origin header names a site other than the one the request was sent to. */
export function isCrossSite(origin: string | undefined, host: string | undefined): boolean {
  // No Origin: a same-origin GET-less client or a non-browser caller; SameSite=Lax keeps the cookie
  // away from cross-site posts in browsers old enough to omit it.
  if (origin === undefined) return false;
  if (!host) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return true;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return true;
  return url.host !== host.toLowerCase();
}

/** Whether a request carries a body (a length above zero, or chunks). */
export function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

export async function crossSiteGuard(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (safeMethods.has(request.method)) return;
  if (request.headers.authorization === undefined && isCrossSite(request.headers.origin, request.headers.host)) {
    return sendError(request, reply, 403, { code: 'FORBIDDEN', message: 'Cross-site requests are not allowed.' });
  }
  const type = request.headers['content-type'] ?? '';
  // request.url is the normalised path (app.ts rewrites it before routing): `/%61pi/…` is `/api/…` here too.
  if (pathOf(request.url).startsWith('/api/') && hasBody(request) && !/^application\/json\s*(;|$)/i.test(type)) {
    return sendError(request, reply, 415, { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Send the request body as application/json.' });
  }
}
