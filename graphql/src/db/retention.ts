/**
 * Rows that have served their purpose are deleted on a schedule: sessions past their idle or
 * absolute expiry, sign-in attempts older than a day (the throttle looks back 15 minutes; the rest
 * is for an operator looking into an attack), audit entries older than a year, and records that have
 * been in the trash for 30 days (D19), with their history. It runs when
 * the server starts and then every hour, on a timer that never keeps the process alive; with
 * several instances each runs it, and the deletes simply find less to do.
 */
import type { FastifyInstance } from 'fastify';
import { AuditEntry } from '../audit/audit-entry.entity.ts';
import { LoginAttempt } from '../auth/login-attempt.entity.ts';
import { Session } from '../auth/session.entity.ts';
import { sessionIdleMs } from '../auth/sessions.ts';
import { recordServices } from '../records/history/record-types.ts';
import type { Em, Orm } from './orm.ts';

const day = 24 * 60 * 60 * 1000;

export const retention = {
  loginAttemptsMs: day,
  auditEntriesMs: 365 * day,
};

export const cleanupIntervalMs = 60 * 60 * 1000;

export interface DeletedRows {
  sessions: number;
  loginAttempts: number;
  auditEntries: number;
  /** Records deleted for good from the trash. */
  trashedRecords: number;
}

export async function deleteExpiredRows(em: Em, now = new Date()): Promise<DeletedRows> {
  const before = (ms: number) => new Date(now.getTime() - ms);
  const sessions = await em.nativeDelete(Session, { $or: [{ expiresAt: { $lte: now } }, { lastSeenAt: { $lte: before(sessionIdleMs) } }] });
  const loginAttempts = await em.nativeDelete(LoginAttempt, { createdAt: { $lt: before(retention.loginAttemptsMs) } });
  const auditEntries = await em.nativeDelete(AuditEntry, { createdAt: { $lt: before(retention.auditEntriesMs) } });
  let trashedRecords = 0;
  for (const service of Object.values(recordServices())) trashedRecords += await service.purgeExpired(em, now);
  return { sessions, loginAttempts, auditEntries, trashedRecords };
}

/** Runs the clean-up once the server is ready and then every `intervalMs`, until it closes. */
export function scheduleCleanup(app: FastifyInstance, orm: Orm, intervalMs = cleanupIntervalMs): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const cleanUp = async () => {
    try {
      const deleted = await deleteExpiredRows(orm.em.fork() as Em);
      if (deleted.sessions + deleted.loginAttempts + deleted.auditEntries + deleted.trashedRecords > 0) app.log.info(deleted, 'deleted expired rows');
    } catch (error) {
      // The database may be away; the next run tries again.
      app.log.warn({ err: error }, 'the clean-up of expired rows failed');
    } finally {
      running = undefined;
    }
  };
  const run = () => {
    running ??= cleanUp();
  };
  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, intervalMs);
    timer.unref();
  });
  // A run in progress finishes before the database closes under it.
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
