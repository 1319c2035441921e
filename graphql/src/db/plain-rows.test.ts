/**
 * The plain-row mapper gives what MikroORM's own result mapper gives, on every entity's real rows and
 * on the unusual values a timestamp column can hold, on whichever database the run uses.
 */
import type { EntityName } from '@mikro-orm/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit } from '../audit/audit.ts';
import { AdminUser } from '../auth/admin-user.entity.ts';
import { ensureInitialAdmin } from '../auth/auth.service.ts';
import { LoginAttempt } from '../auth/login-attempt.entity.ts';
import { Session } from '../auth/session.entity.ts';
import { startSession } from '../auth/sessions.ts';
import { ApiToken } from '../tokens/api-token.entity.ts';
import { Calculator } from '../records/calculator/calculator.entity.ts';
import { keepVersion } from '../records/history/history.ts';
import { testDatabase, type TestDatabase } from '../test/database.ts';
import { entities } from './entities.ts';
import type { Em } from './orm.ts';
import { plainRowMapper } from './plain-rows.ts';
import { seedCatalogue } from './seed.ts';

type Entity = (typeof entities)[number];

let database: TestDatabase;
let em: Em;

beforeAll(async () => {
  database = await testDatabase();
  em = database.orm.em.fork() as Em;
  await seedCatalogue(em);
  await ensureInitialAdmin(em, 'admin', 'a-long-enough-password');
  const admin = await em.findOneOrFail(AdminUser, { username: 'admin' });
  startSession(em, admin);
  em.create(ApiToken, {
    name: 'Export',
    scope: 'read',
    secretHash: 'a'.repeat(64),
    secretPrefix: 'csk_aaaaaaaa',
    user: admin,
    expiresAt: new Date(),
    lastUsedAt: null,
  });
  em.create(LoginAttempt, { username: 'admin', ip: '127.0.0.1', network: '127.0.0.1', succeeded: false });
  audit(em, { user: admin, ip: '127.0.0.1' }, { action: 'update', recordType: 'calculator', recordKey: 'percentage-calculator' });
  keepVersion(em, {
    recordType: 'calculator',
    recordKey: 'percentage-calculator',
    version: 2,
    action: 'revert',
    actor: 'admin',
    snapshot: { title: 'T' },
    restoredFrom: 1,
  });
  await em.flush();
  em.clear();
});

afterAll(async () => {
  await database.close();
});

/** Every row of an entity's table, as the driver reads it. */
async function rowsOf(entity: Entity): Promise<Record<string, unknown>[]> {
  const { tableName } = em.getMetadata().get(entity as EntityName<object>);
  return em.getConnection().execute<Record<string, unknown>[]>(`select * from "${tableName}"`);
}

/** MikroORM's own mapping of a row, on a copy (it must not see the mapper's work). */
const mikroOrmMapping = (entity: Entity, row: Record<string, unknown>) =>
  em.getDriver().mapResult({ ...row }, em.getMetadata().get(entity as EntityName<object>));

describe('a plain row', () => {
  it('is what MikroORM maps the same row to, for every entity', async () => {
    for (const entity of entities) {
      const rows = await rowsOf(entity);
      expect(rows.length, `${entity.name} has rows to compare`).toBeGreaterThan(0);
      const toPlain = plainRowMapper(em, entity as EntityName<object>);
      for (const row of rows) expect(toPlain(row), entity.name).toEqual(mikroOrmMapping(entity, row));
    }
  });

  it('reads timestamps and booleans as Date and boolean', async () => {
    const [row] = await rowsOf(Calculator);
    const calculator = plainRowMapper(em, Calculator)(row ?? {});
    expect(calculator.createdAt).toBeInstanceOf(Date);
    expect(Number.isFinite((calculator.createdAt as Date).getTime())).toBe(true);
    expect(typeof calculator.isActive).toBe('boolean');
  });

  it('gives each read of a timestamp text a Date of its own, so changing one changes no other', () => {
    // PostgreSQL hands timestamps over as text (PGlite as Date objects, passed on as they are).
    const row = { id: 1, calculator_slug: 'percentage-calculator', created_at: '2026-11-21 10:00:00.5+00' };
    const toPlain = plainRowMapper(em, Calculator);
    const first = toPlain(row).createdAt as Date;
    const second = toPlain(row).createdAt as Date;
    expect(first.toISOString()).toBe('2026-11-21T10:00:00.500Z');
    expect(second).toEqual(first);
    expect(second).not.toBe(first);
    first.setTime(0);
    expect((toPlain(row).createdAt as Date).toISOString()).toBe('2026-11-21T10:00:00.500Z');
  });

  it('maps unusual timestamp values as MikroORM does: null, a Date, text without an offset, infinity', () => {
    const toPlain = plainRowMapper(em, Session);
    const rows = [
      { id: 'a', created_at: null, last_seen_at: new Date('2026-11-21T10:00:00Z'), expires_at: '2026-11-21 12:30:45.123' },
      { id: 'b', created_at: 'infinity', last_seen_at: '-infinity', expires_at: '2026-11-21 12:30:45.123456+05:30' },
    ];
    // Twice, so the second pass reads the parsed texts from the cache.
    for (let pass = 0; pass < 2; pass += 1) for (const row of rows) expect(toPlain(row)).toEqual(mikroOrmMapping(Session, row));
  });

  it('leaves out the columns a query did not select, and reads prefixed columns of a join', async () => {
    const [session] = await rowsOf(Session);
    const [user] = await rowsOf(AdminUser);
    const joined: Record<string, unknown> = { id: session?.id, last_seen_at: session?.last_seen_at };
    for (const column of ['id', 'username', 'email', 'role']) joined[`user__${column}`] = user?.[column];
    const lastSeenAt = (mikroOrmMapping(Session, session ?? {}) as { lastSeenAt?: unknown } | null)?.lastSeenAt;
    expect(lastSeenAt).toBeInstanceOf(Date);
    expect(plainRowMapper(em, Session)(joined)).toEqual({ id: session?.id, lastSeenAt });
    expect(plainRowMapper(em, AdminUser, 'user__')(joined)).toEqual({ id: user?.id, username: 'admin', email: user?.email, role: user?.role });
  });
});
