import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { needs } from '../../scripts/test-conditions.ts';
import { parseDbPoolSize, parseDrainSeconds, readConfig, readSecret } from './config.ts';
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

  it('caps the connections one instance opens to PostgreSQL', { ...needs('postgres'), timeout: 60_000 }, async () => {
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

describe('SITE_URL', () => {
  it('must be set in production: a default would send search engines to this machine', () => {
    expect(() => readConfig({ NODE_ENV: 'production' })).toThrow(/^SITE_URL must be set in production to the public address visitors use/);
    expect(() => readConfig({ NODE_ENV: 'production', SITE_URL: '' })).toThrow(/^SITE_URL must be set in production/);
    expect(readConfig({ NODE_ENV: 'production', SITE_URL: 'https://calc.example/some/path' }).siteOrigin).toBe('https://calc.example');
  });

  it('follows PORT in development', () => {
    expect(readConfig({}).siteOrigin).toBe('http://127.0.0.1:3000');
    expect(readConfig({ PORT: '4123' }).siteOrigin).toBe('http://127.0.0.1:4123');
    expect(readConfig({ PORT: '4123', SITE_URL: 'http://calc.test:8080' }).siteOrigin).toBe('http://calc.test:8080');
  });
});

describe('DATABASE_URL and its password', () => {
  it('stops at anything that is not a PostgreSQL address, without repeating the value', () => {
    for (const [value, why] of [
      ['garbage', 'the value set cannot be read as an address'],
      ['mysql://u:secret-pw@db/calc', 'it starts with mysql:// instead'],
      ['postgres://u:secret-pw@db', 'it names no database'],
      ['postgres://u:50%off@db/calc', 'a % in it starts no valid escape'],
    ]) {
      let message = '';
      try {
        readConfig({ DATABASE_URL: value });
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message, value).toMatch(/^DATABASE_URL must be a PostgreSQL address such as postgres:\/\/user:password@host:5432\/database; /);
      expect(message, value).toContain(why);
      expect(message, value).not.toContain('secret-pw');
    }
  });

  it('takes the password from DATABASE_PASSWORD or its file, so any character survives', async () => {
    const { parse } = await import('pg-connection-string');
    const password = `p/a@s:s#w%rd? +&=é'"`;
    const file = join(await mkdtemp(join(tmpdir(), 'secret-')), 'db_password');
    await writeFile(file, `${password}\n`);
    for (const env of [
      { DATABASE_URL: 'postgres://calculators@db:5432/calculators', DATABASE_PASSWORD: password },
      { DATABASE_URL: 'postgres://calculators@db:5432/calculators', DATABASE_PASSWORD_FILE: file },
    ]) {
      const url = readConfig(env).databaseUrl!;
      // As pg reads it (the start-up lock) and as MikroORM reads it (the pool).
      expect(parse(url)).toMatchObject({ user: 'calculators', password, host: 'db', port: '5432', database: 'calculators' });
      const parsed = new URL(url);
      expect(decodeURIComponent(parsed.password)).toBe(password);
      expect(decodeURIComponent(parsed.pathname)).toBe('/calculators');
    }
  });
});

describe('secrets from files (_FILE)', () => {
  it('reads ADMIN_PASSWORD from ADMIN_PASSWORD_FILE, without its trailing line break', async () => {
    const file = join(await mkdtemp(join(tmpdir(), 'secret-')), 'admin_password');
    await writeFile(file, 'a long admin passphrase\n');
    expect(readConfig({ ADMIN_PASSWORD_FILE: file }).adminPassword).toBe('a long admin passphrase');
    expect(readSecret({ ADMIN_PASSWORD: 'from the variable' }, 'ADMIN_PASSWORD')).toBe('from the variable');
    await writeFile(file, '');
    expect(readConfig({ ADMIN_PASSWORD_FILE: file }).adminPassword).toBeUndefined();
  });

  it('says which file cannot be read, and refuses both ways at once', () => {
    expect(() => readConfig({ ADMIN_PASSWORD_FILE: '/no/such/secret' })).toThrow(
      /^ADMIN_PASSWORD must be readable from the file ADMIN_PASSWORD_FILE names, but \/no\/such\/secret cannot be read \(ENOENT\)/,
    );
    expect(() => readConfig({ ADMIN_PASSWORD_FILE: '/etc/hostname', ADMIN_PASSWORD: 'x' })).toThrow(/^ADMIN_PASSWORD must be set one way/);
  });
});
