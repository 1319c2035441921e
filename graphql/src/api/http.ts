/** Builds each request's context (both doors share it) and the cookies it may set. */
import type {} from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { deviceCookieMaxAgeSeconds, deviceCookieName } from '../auth/device-cookie.ts';
import { resumeSession, sessionCookieName, type LiveSession, type SignedInUser } from '../auth/sessions.ts';
import { bearerSecret, resumeApiToken, type TokenInUse } from '../tokens/api-tokens.ts';
import { AppError } from './errors.ts';
import type { Orm, Em } from '../db/orm.ts';
import { clientAddress } from '../security/client-address.ts';
import type { ApiSettings, RequestContext } from './context.ts';

export interface ContextOptions {
  /**
   * Whether the session cookie may sign the request in. A GraphQL GET that a browser could send from
   * any page (a link, an image: no preflight) runs without it (graphql-server.ts).
   */
  honourCookie?: boolean;
}

/**
 * Who a request acts as: an API token (`Authorization: Bearer …`), else the session cookie, else
 * nobody. A token is looked up before any budget is spent, so its holder is never counted as an
 * anonymous client; it spends its own budget. A token that is not live answers UNAUTHENTICATED
 * (never falling back to the cookie) after spending the anonymous budget, as a forged cookie does.
 */
export async function requestContext(
  orm: Orm,
  request: FastifyRequest,
  reply: FastifyReply,
  settings: ApiSettings,
  { honourCookie = true }: ContextOptions = {},
): Promise<RequestContext> {
  const ip = clientAddress(request);
  const em = orm.em.fork() as Em;
  let secret: string | null;
  try {
    secret = bearerSecret(request.headers.authorization);
  } catch (error) {
    settings.spendAnonymousRequest(ip);
    throw error;
  }
  let apiToken: TokenInUse | null = null;
  let session: LiveSession | null = null;
  let user: SignedInUser | null;
  if (secret !== null) {
    const found = await resumeApiToken(em, secret);
    if (!found) {
      settings.spendAnonymousRequest(ip);
      throw new AppError('UNAUTHENTICATED', 'This API token is unknown, revoked or expired.');
    }
    settings.spendTokenRequest(found.token.id);
    ({ token: apiToken, user } = found);
  } else {
    const token = honourCookie ? request.cookies[sessionCookieName] : undefined;
    // Without a session cookie the request is anonymous: its budget is spent before any database work.
    if (!token) settings.spendAnonymousRequest(ip);
    session = await resumeSession(em, token);
    // A cookie naming no live session (expired, forged) is anonymous too.
    if (token && !session) settings.spendAnonymousRequest(ip);
    user = session?.user ?? null;
  }
  const options = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: settings.secureCookies };
  return {
    em,
    session,
    user,
    apiToken,
    ip,
    loginLimits: settings.loginLimits,
    cookie: {
      set: (value, expiresAt) => void reply.setCookie(sessionCookieName, value, { ...options, expires: expiresAt }),
      clear: () => void reply.clearCookie(sessionCookieName, options),
    },
    device: {
      deviceFor: (username) => settings.deviceCookies.deviceFor(request.cookies[deviceCookieName], username),
      // Strict: it is only ever needed by the site's own sign-in requests.
      issue: (username) =>
        void reply.setCookie(deviceCookieName, settings.deviceCookies.issue(username), {
          ...options,
          sameSite: 'strict',
          maxAge: deviceCookieMaxAgeSeconds,
        }),
    },
  };
}
