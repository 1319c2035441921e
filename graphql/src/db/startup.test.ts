/**
 * Instances starting together (issue 25, item 7): migrations, first-start seeding and the first
 * admin account run under a PostgreSQL advisory lock, so three instances starting at once on one
 * empty database all start, ten times out of ten, and the work is done exactly once. (The embedded
 * database belongs to one process at a time: data-dir-lock.test.ts.)
 */
import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calculators, publicPages } from '#catalogue/catalogue.ts';
import { AdminUser } from '../auth/admin-user.entity.ts';
import { loadDeviceCookieKey } from '../auth/device-cookie.ts';
import { Calculator } from '../records/calculator/calculator.entity.ts';
import { Page } from '../records/page/page.entity.ts';
import { adminClient, testDatabasePrefix, withDatabase } from '../test/postgres.ts';
import { migrationsList } from './migrations/index.ts';
import type { Em } from './orm.ts';
import { startDatabase, type StartedDatabase } from './startup.ts';

const databaseUrl = process.env.DATABASE_URL;

describe.skipIf(!databaseUrl)('three instances starting at once on one empty PostgreSQL database', () => {
  let admin: pg.Client;

  beforeAll(async () => {
    admin = await adminClient(databaseUrl!);
  });

  afterAll(async () => {
    await admin?.end();
  });

  it('all start, ten times out of ten, and migrate, seed and create the admin exactly once', { timeout: 240_000 }, async () => {
    for (let round = 1; round <= 10; round += 1) {
      const name = `${testDatabasePrefix(databaseUrl!)}start_${randomBytes(5).toString('hex')}`;
      await admin.query(`create database ${name}`);
      const config = {
        databaseUrl: withDatabase(databaseUrl!, name),
        dataDir: '',
        siteOrigin: 'https://calc.example',
        adminUsername: 'admin',
        adminPassword: 'a long enough password',
      };
      const outcomes = await Promise.allSettled([startDatabase(config), startDatabase(config), startDatabase(config)]);
      const started = outcomes.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
      try {
        expect(
          outcomes.map((outcome) => (outcome.status === 'rejected' ? String(outcome.reason) : 'started')),
          `round ${round}`,
        ).toEqual(['started', 'started', 'started']);
        expect(started.filter((instance) => instance.seeded)).toHaveLength(1);
        expect(started.filter((instance) => instance.admin !== null)).toHaveLength(1);
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
        await admin.query(`drop database if exists ${name} with (force)`);
      }
    }
  });
});
