import { describe, expect, it } from 'vitest';
import { parseDbPoolSize, parseDrainSeconds, readConfig } from './config.ts';
import { openDatabase } from './db/orm.ts';
import { adminClient, templateDatabaseName, testDatabasePrefix, withDatabase } from './test/postgres.ts';

const databaseUrl = process.env.DATABASE_URL;

describe('DB_POOL_SIZE', () => {
  it('is 10 connections per instance unless set', () => {
    expect(parseDbPoolSize(undefined)).toBe(10);
    expect(parseDbPoolSize('')).toBe(10);
    expect(readConfig({}).dbPoolSize).toBe(10);
    expect(readConfig({ DB_POOL_SIZE: '3' }).dbPoolSize).toBe(3);
    expect(parseDbPoolSize(' 25 ')).toBe(25);
  });

  it('refuses anything but a whole number from 1 to 1000, naming the variable', () => {
    for (const wrong of ['0', '-1', '2.5', 'ten', '1001', '1e2']) expect(() => parseDbPoolSize(wrong), wrong).toThrow(/^DB_POOL_SIZE must be/);
  });

  it.skipIf(!databaseUrl)('caps the connections one instance opens to PostgreSQL', { timeout: 60_000 }, async () => {
    const name = `${testDatabasePrefix(databaseUrl!)}pool_${Date.now()}`;
    const admin = await adminClient(databaseUrl!);
    await admin.query(`create database ${name} template ${templateDatabaseName(databaseUrl!)}`);
    const orm = await openDatabase({ databaseUrl: withDatabase(databaseUrl!, name), dataDir: '', poolSize: 3 });
    try {
      // Eight slow statements at once: each runs on a pooled connection, so at most three backends serve them.
      const rows = await Promise.all(
        Array.from({ length: 8 }, () => orm.em.fork().getConnection().execute<{ pid: number }[]>('select pg_backend_pid() as pid, pg_sleep(0.2)')),
      );
      const backends = new Set(rows.map(([row]) => row?.pid));
      expect(backends.size).toBe(3);
    } finally {
      await orm.close(true);
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});

describe('DRAIN_SECONDS', () => {
  it('is 5 s in production and none in development unless set', () => {
    expect(readConfig({ NODE_ENV: 'production', SITE_URL: 'https://calc.example' }).drainMs).toBe(5000);
    expect(readConfig({}).drainMs).toBe(0);
    expect(parseDrainSeconds('0', true)).toBe(0);
    expect(parseDrainSeconds(' 2.5 ', false)).toBe(2500);
    expect(parseDrainSeconds('300', true)).toBe(300_000);
  });

  it('refuses anything but a number of seconds from 0 to 300, naming the variable', () => {
    for (const wrong of ['-1', 'five', '301', '1e2', '5s']) expect(() => parseDrainSeconds(wrong, true), wrong).toThrow(/^DRAIN_SECONDS must be/);
  });
});
