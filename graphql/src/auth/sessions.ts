/**
 * Sessions: the `sid` cookie holds a random token, the database its
 * SHA-256 hash; a session ends after 2 hours without use or 12 hours after sign-in.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Em } from '../db/orm.ts';
import { entityData, preparedQuery } from '../db/prepared.ts';
import { AdminUser } from './admin-user.entity.ts';
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

/** The account a request acts as (its password hash stays in the database until a password change reads it). */
export type SignedInUser = Pick<AdminUser, 'id' | 'username' | 'email' | 'role'>;

/** A live session as each request reads it: plain data, changed only by native updates and deletes. */
export interface LiveSession extends Pick<Session, 'id' | 'lastSeenAt' | 'expiresAt'> {
  user: SignedInUser;
}

/** A session lookup's SQL, compiled once per database by the query builder; its one parameter is the token's hash. */
const lookups = new WeakMap<object, string>();

function lookupSql(em: Em): string {
  const driver = em.getDriver();
  let sql = lookups.get(driver);
  if (sql === undefined) {
    const query = em
      .createQueryBuilder(Session, 'session')
      .select(['id', 'lastSeenAt', 'expiresAt'])
      .innerJoinAndSelect('session.user', 'user', {}, ['id', 'username', 'email', 'role'])
      .where({ id: '' })
      .toQuery();
    if (query.params.length !== 1) throw new Error(`The session lookup should take one parameter, it takes ${query.params.length}.`);
    sql = query.sql;
    lookups.set(driver, sql);
  }
  return sql;
}

/**
 * The live session a cookie token names, or null; an expired one is deleted on sight. Every admin
 * request asks, so this is one query for the session and its account, compiled once, prepared once
 * per database connection and read as plain data: building the query and managing entities (identity
 * map, snapshots) cost more than running it, and nothing here needs them.
 */
export async function resumeSession(em: Em, token: string | undefined, now = new Date()): Promise<LiveSession | null> {
  if (!token || token.length > 100) return null;
  const [row] = await preparedQuery(em, 'session_lookup', lookupSql(em), [hashToken(token)]);
  if (!row) return null;
  // The account's columns come prefixed with its alias (user__username).
  const session: LiveSession = {
    ...(entityData(em, Session, row) as Pick<LiveSession, 'id' | 'lastSeenAt' | 'expiresAt'>),
    user: entityData(em, AdminUser, row, 'user__') as SignedInUser,
  };
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
export function cookieExpiry(session: Pick<Session, 'expiresAt'>): Date {
  return session.expiresAt;
}
