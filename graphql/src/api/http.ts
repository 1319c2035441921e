/** Builds each request's context (both doors share it) and the session cookie it may set. */
import type {} from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { resumeSession, sessionCookieName } from '../auth/sessions.ts';
import type { Orm, Em } from '../db/orm.ts';
import { clientAddress } from '../security/client-address.ts';
import type { ApiSettings, RequestContext } from './context.ts';

export async function requestContext(orm: Orm, request: FastifyRequest, reply: FastifyReply, settings: ApiSettings): Promise<RequestContext> {
  const ip = clientAddress(request);
  const em = orm.em.fork() as Em;
  const session = await resumeSession(em, request.cookies[sessionCookieName]);
  const options = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: settings.secureCookies };
  return {
    em,
    session,
    user: session?.user ?? null,
    ip,
    loginLimits: settings.loginLimits,
    cookie: {
      set: (token, expiresAt) => void reply.setCookie(sessionCookieName, token, { ...options, expires: expiresAt }),
      clear: () => void reply.clearCookie(sessionCookieName, options),
    },
  };
}
