/**
 * Instances starting together: migrations, first-start seeding and the first admin account run
 * under a PostgreSQL advisory lock, so three instances starting at once on one empty database, or
 * on a database that does not exist yet, all start, every round, and the work is done exactly once.
 * (The embedded database belongs to one process at a time: data-dir-lock.test.ts.)
 */
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needs } from '../../../scripts/test-conditions.ts';
import { calculators, publicPages } from '#catalogue/catalogue.ts';
import { AdminUser } from '../auth/admin-user.entity.ts';
import { loadDeviceCookieKey } from '../auth/device-cookie.ts';
import { Calculator } from '../records/calculator/calculator.ts';
import { Page } from '../records/page/page.ts';
import { adminClient, testDatabasePrefix, withDatabase } from '../test/postgres.ts';
import { migrationsList } from './migrations/index.ts';
import type { Em } from './orm.ts';
import { withStartupLock } from './startup-lock.ts';
import { startDatabase, type StartedDatabase } from './startup.ts';

const databaseUrl = process.env.DATABASE_URL;

const config = (name: string) => ({
  databaseUrl: withDatabase(databaseUrl!, name),
  dataDir: '',
  siteOrigin: 'https://calc.example',
  adminUsername: 'admin',
  adminPassword: 'a long enough password',
});

/**
 * Starts three instances together on the database `name` and checks each started and the work was
 * done once. `later`, when given, holds back the second and third until it resolves.
 */
async function startThree(name: string, round: number, later: Promise<void> = Promise.resolve()): Promise<void> {
  const outcomes = await Promise.allSettled([
    startDatabase(config(name)),
    later.then(() => startDatabase(config(name))),
    later.then(() => startDatabase(config(name))),
  ]);
  const started = outcomes.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
  try {
    expect(
      outcomes.map((outcome) => (outcome.status === 'rejected' ? String(outcome.reason) : 'started')),
      `round ${round}`,
    ).toEqual(['started', 'started', 'started']);
    expect(started.filter((instance) => instance.seeded)).toHaveLength(1);
    expect(started.filter((instance) => instance.admin !== null)).toHaveLength(1);
    expect(started.filter((instance) => instance.migrationsApplied > 0)).toHaveLength(1);
    const em = started[0]!.orm.em.fork() as Em;
    expect(await em.count(Calculator, {})).toBe(calculators.length);
    expect(await em.count(Page, {})).toBe(publicPages.length);
    expect(await em.count(AdminUser, {})).toBe(1);
    const applied = await em.getConnection().execute<{ name: string }[]>('select name from mikro_orm_migrations order by id');
    expect(applied.map((row) => row.name)).toEqual(migrationsList.map((migration) => migration.name));
    // Each instance's first request needs the device-cookie key: created once, the same for all.
    const keys = await Promise.all(started.map((instance: StartedDatabase) => loadDeviceCookieKey(instance.orm.em.fork() as Em)));
    expect(new Set(keys.map((key) => key.toString('hex'))).size).toBe(1);
  } finally {
    await Promise.all(started.map((instance) => instance.orm.close(true)));
  }
}

describe('three instances starting at once on PostgreSQL', needs('postgres'), () => {
  let admin: pg.Client;

  beforeAll(async () => {
    admin = await adminClient(databaseUrl!);
  });

  afterAll(async () => {
    await admin?.end();
  });

  const freshName = () => `${testDatabasePrefix(databaseUrl!)}start_${randomBytes(5).toString('hex')}`;

  it('all start on one empty database, ten times out of ten, and migrate, seed and create the admin exactly once', { timeout: 240_000 }, async () => {
    for (let round = 1; round <= 10; round += 1) {
      const name = freshName();
      await admin.query(`create database ${name}`);
      try {
        await startThree(name, round);
      } finally {
        await admin.query(`drop database if exists ${name} with (force)`);
      }
    }
  });

  it('all start on a database that does not exist yet, five times out of five: one creates it, once', { timeout: 240_000 }, async () => {
    for (let round = 1; round <= 5; round += 1) {
      const name = freshName();
      try {
        // The hardest timing: the others start the moment the first has created the database, while
        // it is still migrating it.
        const created = (async () => {
          const deadline = Date.now() + 60_000;
          while (Date.now() < deadline) {
            const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
            if (found.rowCount) return;
            await sleep(5);
          }
        })();
        await startThree(name, round, created);
        const found = await admin.query('select count(*)::int as n from pg_database where datname = $1', [name]);
        expect(found.rows[0].n).toBe(1);
      } finally {
        await admin.query(`drop database if exists ${name} with (force)`);
      }
    }
  });

  it('says in one line how to fix a missing database its user may not create', async () => {
    const role = `${testDatabasePrefix(databaseUrl!)}nocreate`;
    await admin.query(`drop role if exists ${role}`);
    await admin.query(`create role ${role} login nocreatedb`);
    try {
      const url = new URL(withDatabase(databaseUrl!, freshName()));
      url.username = role;
      url.password = '';
      await expect(withStartupLock(url.toString(), async () => 'started')).rejects.toThrow(
        /does not exist and its user may not create databases: create it \(createdb \w+\) or grant the user CREATEDB/,
      );
    } finally {
      await admin.query(`drop role if exists ${role}`);
    }
  });
});
