/** Builds each request's context (both doors share it) and the cookies it may set. */
import type {} from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { deviceCookieMaxAgeSeconds, deviceCookieName } from '../auth/device-cookie.ts';
import { resumeSession, sessionCookieName } from '../auth/sessions.ts';
import type { Orm, Em } from '../db/orm.ts';
import { clientAddress } from '../security/client-address.ts';
import type { ApiSettings, RequestContext } from './context.ts';

export async function requestContext(orm: Orm, request: FastifyRequest, reply: FastifyReply, settings: ApiSettings): Promise<RequestContext> {
  const ip = clientAddress(request);
  const token = request.cookies[sessionCookieName];
  // Without a session cookie the request is anonymous: its budget is spent before any database work.
  if (!token) settings.spendAnonymousRequest(ip);
  const em = orm.em.fork() as Em;
  const session = await resumeSession(em, token);
  // A cookie naming no live session (expired, forged) is anonymous too.
  if (token && !session) settings.spendAnonymousRequest(ip);
  const options = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: settings.secureCookies };
  return {
    em,
    session,
    user: session?.user ?? null,
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
