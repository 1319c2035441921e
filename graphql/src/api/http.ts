/** Builds each request's context (both doors share it) and the cookies it may set. */
import type {} from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { deviceCookieMaxAgeSeconds, deviceCookieName } from '../auth/device-cookie.ts';
import { resumeSession, sessionCookieName, type LiveSession, type SignedInUser } from '../auth/sessions.ts';
import { bearerSecret, resumeApiToken, type TokenInUse } from '../tokens/api-tokens.ts';
import { AppError } from './errors.ts';
import type { Orm, Em } from '../db/orm.ts';
import { clientAddress } from '../security/client-address.ts';
import { rateLimitHeaders, type BudgetState } from '../security/request-budget.ts';
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
 * nobody. Every request spends one of its network's anonymous budget before anything is looked up,
 * so a flood of forged cookies or tokens is refused (429) without a database query once the budget
 * is spent; a cookie or token that turns out live gets it back, and a token spends its own budget
 * instead. A token that is not live answers UNAUTHENTICATED (never falling back to the cookie).
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
  announce(reply, settings.spendAnonymousRequest(ip), 'Too many requests from your address.');
  const secret = bearerSecret(request.headers.authorization);
  let apiToken: TokenInUse | null = null;
  let session: LiveSession | null = null;
  let user: SignedInUser | null;
  if (secret !== null) {
    const found = await resumeApiToken(em, secret, ip);
    if (!found) throw new AppError('UNAUTHENTICATED', 'This API token is unknown, revoked or expired.');
    settings.refundAnonymousRequest(ip);
    announce(reply, settings.spendTokenRequest(found.token.id), 'Too many requests with this API token.');
    ({ token: apiToken, user } = found);
  } else {
    const token = honourCookie ? request.cookies[sessionCookieName] : undefined;
    session = token ? await resumeSession(em, token) : null;
    // A cookie naming no live session (expired, forged) leaves the request anonymous, its budget spent.
    if (session) announce(reply, settings.refundAnonymousRequest(ip), '');
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
    site: settings.site,
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

/**
 * Tells the client the budget its request was counted against (`RateLimit-Policy`, `RateLimit`), and
 * refuses it with RATE_LIMITED (429, Retry-After) when that budget is spent. A later budget replaces
 * an earlier one: a token's request shows the token's budget, not its network's.
 */
function announce(reply: FastifyReply, state: BudgetState | null, refusal: string): void {
  if (!state) return;
  for (const [name, value] of Object.entries(rateLimitHeaders(state))) reply.header(name, value);
  const seconds = state.retryAfterSeconds;
  if (seconds !== undefined) throw new AppError('RATE_LIMITED', `${refusal} Try again in ${seconds} second(s).`, undefined, seconds);
}
