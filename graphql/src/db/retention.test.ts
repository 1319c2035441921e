/**
 * The clean-up of expired rows: what it deletes and keeps, worked out by hand
 * against its documented retention, and that it runs when the server starts and on its timer.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../http/app.ts';
import { AuditEntry } from '../audit/audit-entry.entity.ts';
import { AdminUser } from '../auth/admin-user.entity.ts';
import { LoginAttempt } from '../auth/login-attempt.entity.ts';
import { Session } from '../auth/session.entity.ts';
import { testAnonymousBudget, testServer, type TestServer } from '../test/server.ts';
import type { Em } from './orm.ts';
import { cleanupIntervalMs, deleteExpiredRows, retention } from './retention.ts';

let server: TestServer;
const minute = 60 * 1000;
const hour = 60 * minute;
const day = 24 * hour;

beforeAll(async () => {
  server = await testServer();
});

afterAll(async () => {
  await server?.close();
});

/** Rows aged relative to `now`; the name says whether the clean-up must delete it. */
async function plant(em: Em, now: Date, tag: string) {
  const admin = await em.findOneOrFail(AdminUser, { username: 'admin' });
  const at = (ms: number) => new Date(now.getTime() - ms);
  const sessions = {
    [`${tag}-live`]: { lastSeenAt: at(10 * minute), expiresAt: new Date(now.getTime() + hour) },
    [`${tag}-idle-expired`]: { lastSeenAt: at(2 * hour + minute), expiresAt: new Date(now.getTime() + hour) },
    [`${tag}-absolute-expired`]: { lastSeenAt: at(minute), expiresAt: at(1) },
  };
  for (const [id, times] of Object.entries(sessions)) await em.insert(Session, { id, user: admin.id, createdAt: at(3 * hour), ...times });
  const attempts = { [`${tag}-attempt-fresh`]: at(23 * hour), [`${tag}-attempt-old`]: at(day + minute) };
  for (const [username, createdAt] of Object.entries(attempts))
    await em.insert(LoginAttempt, { username, ip: '192.0.2.1', network: '192.0.2.1', succeeded: false, createdAt });
  const audits = { [`${tag}-audit-kept`]: at(364 * day), [`${tag}-audit-old`]: at(365 * day + minute) };
  for (const [action, createdAt] of Object.entries(audits)) await em.insert(AuditEntry, { action, createdAt });
}

async function remaining(em: Em, tag: string) {
  const like = { $like: `${tag}-%` };
  return {
    sessions: (await em.find(Session, { id: like })).map((row) => row.id).sort(),
    attempts: (await em.find(LoginAttempt, { username: like })).map((row) => row.username).sort(),
    audits: (await em.find(AuditEntry, { action: like })).map((row) => row.action).sort(),
  };
}

describe('deleting expired rows', () => {
  it('deletes sessions past their idle or absolute expiry, attempts over a day old and audit entries over 365 days old', async () => {
    expect(retention).toEqual({ loginAttemptsMs: day, auditEntriesMs: 365 * day });
    const now = new Date();
    await plant(server.em(), now, 'by-hand');
    const deleted = await deleteExpiredRows(server.em(), now);
    expect(deleted.sessions).toBeGreaterThanOrEqual(2);
    expect(await remaining(server.em(), 'by-hand')).toEqual({
      sessions: ['by-hand-live'],
      attempts: ['by-hand-attempt-fresh'],
      audits: ['by-hand-audit-kept'],
    });
  });
});

describe('the schedule', () => {
  it('runs when the server starts, and again on its timer', async () => {
    await plant(server.em(), new Date(), 'at-start');
    const app = await buildApp({ webDist: server.webDist, orm: server.database.orm, anonymousBudget: testAnonymousBudget, cleanupIntervalMs: 200 });
    try {
      await app.ready();
      const gone = async (tag: string) => {
        for (let wait = 0; wait < 50; wait += 1) {
          if ((await remaining(server.em(), tag)).attempts.length === 1) return true;
          await sleep(100);
        }
        return false;
      };
      expect(await gone('at-start')).toBe(true);
      expect(await remaining(server.em(), 'at-start')).toEqual({
        sessions: ['at-start-live'],
        attempts: ['at-start-attempt-fresh'],
        audits: ['at-start-audit-kept'],
      });
      // Planted after the first run: only the timer can delete these.
      await plant(server.em(), new Date(), 'on-timer');
      expect(await gone('on-timer')).toBe(true);
    } finally {
      await app.close();
    }
  });

  it('runs hourly on a timer that never keeps the process alive', async () => {
    const timers = vi.spyOn(globalThis, 'setInterval');
    const app = await buildApp({ webDist: server.webDist, orm: server.database.orm, anonymousBudget: testAnonymousBudget });
    try {
      await app.ready();
      const hourly = timers.mock.calls.flatMap((call, i) => (call[1] === cleanupIntervalMs ? [timers.mock.results[i]!.value as NodeJS.Timeout] : []));
      expect(cleanupIntervalMs).toBe(hour);
      expect(hourly).toHaveLength(1);
      expect(hourly[0]!.hasRef()).toBe(false);
    } finally {
      await app.close();
    }
  });
});
