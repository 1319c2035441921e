/**
 * Sessions (CONVENTIONS section 5): the `sid` cookie holds a random token, the database its
 * SHA-256 hash; a session ends after 2 hours without use or 12 hours after sign-in.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Em } from '../db/orm.ts';
import type { AdminUser } from './admin-user.entity.ts';
import { Session } from './session.entity.ts';

export const sessionCookieName = 'sid';
export const sessionIdleMs = 2 * 60 * 60 * 1000;
export const sessionAbsoluteMs = 12 * 60 * 60 * 1000;
/** lastSeenAt is written at most this often, so reads do not turn into writes. */
const touchIntervalMs = 60 * 1000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function startSession(em: Em, user: AdminUser, now = new Date()): { token: string; session: Session } {
  const token = randomBytes(32).toString('base64url');
  const session = em.create(Session, {
    id: hashToken(token),
    user,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + sessionAbsoluteMs),
  });
  return { token, session };
}

/** The live session a cookie token names, or null; an expired one is deleted on sight. */
export async function resumeSession(em: Em, token: string | undefined, now = new Date()): Promise<Session | null> {
  if (!token || token.length > 100) return null;
  const session = await em.findOne(Session, { id: hashToken(token) }, { populate: ['user'] });
  if (!session) return null;
  const idleSince = now.getTime() - session.lastSeenAt.getTime();
  if (session.expiresAt.getTime() <= now.getTime() || idleSince >= sessionIdleMs) {
    await em.nativeDelete(Session, { id: session.id });
    return null;
  }
  if (idleSince >= touchIntervalMs) {
    await em.nativeUpdate(Session, { id: session.id }, { lastSeenAt: now });
    session.lastSeenAt = now;
  }
  return session;
}

/** When the cookie should expire: never later than the session itself can live. */
export function cookieExpiry(session: Session): Date {
  return session.expiresAt;
}
