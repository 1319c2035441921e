/**
 * The request budget of anonymous API clients: per client network, 429
 * RATE_LIMITED with Retry-After on both doors once spent, before any database work (the lookup of a
 * forged cookie or token included), refilled at its rate, and never spent by a signed-in administrator.
 */
import { Connection } from '@mikro-orm/core';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../http/app.ts';
import { parseAnonymousBudget } from '../config.ts';
import { seedCatalogue } from '../db/seed.ts';
import { Page } from '../records/page/page.ts';
import { adminPassword, testServer, type TestServer } from '../test/server.ts';
import { RequestBudget, defaultAnonymousBudget } from './request-budget.ts';

let server: TestServer;

beforeAll(async () => {
  server = await testServer();
});

afterAll(async () => {
  await server?.close();
});

describe('the request budget of anonymous API clients', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    // The real capacity, refilled slowly enough that the test's own pace cannot refill it (the
    // refill itself is checked on its own below).
    app = await buildApp({ webDist: server.webDist, orm: server.database.orm, anonymousBudget: { ...defaultAnonymousBudget, refillPerSecond: 1 / 60 } });
  });

  afterAll(async () => {
    await app?.close();
  });

  const anonymous = (remoteAddress: string, door: 'graphql' | 'rest', cookie?: string) =>
    door === 'graphql'
      ? app.inject({
          method: 'POST',
          url: '/graphql',
          remoteAddress,
          headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
          payload: { query: '{ publishedPages { nodes { pageSlug } } }' },
        })
      : app.inject({ method: 'GET', url: '/api/admin/profile', remoteAddress, headers: cookie ? { cookie } : {} });

  it(`lets ${defaultAnonymousBudget.capacity} requests through at once, then answers 429 RATE_LIMITED with Retry-After on both doors`, async () => {
    const ip = '10.90.0.1';
    const answers = await Promise.all(Array.from({ length: defaultAnonymousBudget.capacity }, (_, i) => anonymous(ip, i % 2 ? 'graphql' : 'rest')));
    expect(answers.filter((answer) => answer.statusCode === 429)).toEqual([]);
    const graphql = await anonymous(ip, 'graphql');
    expect(graphql.statusCode).toBe(429);
    // One request a minute: the next one in (at most) 60 seconds.
    const retryAfter = Number(graphql.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(55);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(graphql.json().errors[0].extensions).toMatchObject({ code: 'RATE_LIMITED', retryAfter });
    const rest = await anonymous(ip, 'rest');
    expect(rest.statusCode).toBe(429);
    expect(Number(rest.headers['retry-after'])).toBeGreaterThan(55);
    // A forged session cookie is anonymous too; another address has its own budget.
    expect((await anonymous(ip, 'graphql', 'sid=forged-session-token')).statusCode).toBe(429);
    expect((await anonymous('10.90.0.2', 'graphql')).statusCode).toBe(200);
  });

  it('is spent before a cookie or a token is looked up: once spent, forged ones cost the database nothing', async () => {
    const ip = '10.90.0.9';
    const forged = [
      (door: 'graphql' | 'rest') => anonymous(ip, door, `sid=forged-${Math.random().toString(36).slice(2)}`),
      (door: 'graphql' | 'rest') =>
        door === 'graphql'
          ? app.inject({
              method: 'POST',
              url: '/graphql',
              remoteAddress: ip,
              headers: { 'content-type': 'application/json', authorization: `Bearer csk_${'B'.repeat(43)}` },
              payload: { query: '{ me { username } }' },
            })
          : app.inject({ method: 'GET', url: '/api/admin/profile', remoteAddress: ip, headers: { authorization: `Bearer csk_${'B'.repeat(43)}` } }),
    ];
    // Each forged request spends one, whether its lookup finds anything or not.
    for (let i = 0; i < defaultAnonymousBudget.capacity; i += 1) {
      const answer = await forged[i % 2]!(i % 4 < 2 ? 'graphql' : 'rest');
      expect(answer.statusCode).not.toBe(429);
    }
    const statements = vi.spyOn(Connection.prototype, 'executeQuery');
    const pooled = vi.spyOn(pg.Pool.prototype, 'query');
    try {
      for (const send of forged) {
        for (const door of ['graphql', 'rest'] as const) expect((await send(door)).statusCode, door).toBe(429);
      }
      expect(statements.mock.calls.length + pooled.mock.calls.length).toBe(0);
    } finally {
      statements.mockRestore();
      pooled.mockRestore();
    }
  });

  it("is spent before a page's preview looks its cookie up: once spent, a forged cookie is a visitor's, looked up nowhere", async () => {
    await seedCatalogue(server.em());
    await server.em().nativeUpdate(Page, { pageSlug: 'terms' }, { isPublished: false });
    const ip = '10.90.0.10';
    const page = () => app.inject({ method: 'GET', url: '/terms', remoteAddress: ip, headers: { cookie: `sid=forged-${Math.random()}` } });
    for (let i = 0; i < defaultAnonymousBudget.capacity; i += 1) expect((await page()).statusCode).toBe(404);
    const statements = vi.spyOn(Connection.prototype, 'executeQuery');
    const pooled = vi.spyOn(pg.Pool.prototype, 'query');
    try {
      expect((await page()).statusCode).toBe(404);
      const lookups = [...statements.mock.calls, ...pooled.mock.calls].filter((call) => JSON.stringify(call).includes('"session\\"'));
      expect(lookups).toEqual([]);
    } finally {
      statements.mockRestore();
      pooled.mockRestore();
    }
  });

  it('counts an IPv6 client by its /64, and never a signed-in administrator', async () => {
    const answers = await Promise.all(
      Array.from({ length: defaultAnonymousBudget.capacity + 1 }, (_, i) => anonymous(`2001:db8:7:7::${(i + 1).toString(16)}`, 'graphql')),
    );
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(1);
    expect((await anonymous('2001:db8:7:8::1', 'graphql')).statusCode).toBe(200);
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/admin/login',
      remoteAddress: '10.90.0.3',
      headers: { 'content-type': 'application/json' },
      payload: { username: 'admin', password: adminPassword },
    });
    const cookie = String(([] as string[]).concat(signIn.headers['set-cookie'] ?? []).find((value) => value.startsWith('sid='))).split(';')[0]!;
    for (let i = 0; i < defaultAnonymousBudget.capacity + 10; i += 1) expect((await anonymous('10.90.0.3', 'graphql', cookie)).statusCode).toBe(200);
  });

  it(`refills at its rate (${defaultAnonymousBudget.refillPerSecond} a second by default): a second later one more request is allowed, not two`, () => {
    const budget = new RequestBudget({ capacity: 3, refillPerSecond: 1 });
    const start = 1_000_000;
    for (let i = 0; i < 3; i += 1) budget.spend('10.1.1.1', start);
    expect(() => budget.spend('10.1.1.1', start)).toThrow(expect.objectContaining({ code: 'RATE_LIMITED', retryAfterSeconds: 1 }));
    budget.spend('10.1.1.1', start + 1000);
    expect(() => budget.spend('10.1.1.1', start + 1000)).toThrow(expect.objectContaining({ code: 'RATE_LIMITED' }));
  });

  it('is set by ANONYMOUS_API_BUDGET: 120/2 unless told otherwise, off for none, anything else stops the start', () => {
    expect(parseAnonymousBudget(undefined)).toEqual({ capacity: 120, refillPerSecond: 2 });
    expect(parseAnonymousBudget('30/0.5')).toEqual({ capacity: 30, refillPerSecond: 0.5 });
    expect(parseAnonymousBudget('OFF')).toBeNull();
    for (const wrong of ['120', '0/2', '120/0', '-1/2', 'many', '120/2/3'])
      expect(() => parseAnonymousBudget(wrong), wrong).toThrow(/ANONYMOUS_API_BUDGET must be/);
  });

  it('off, is never spent', async () => {
    const unlimited = await buildApp({ webDist: server.webDist, orm: server.database.orm, anonymousBudget: null });
    try {
      const answers = await Promise.all(
        Array.from({ length: defaultAnonymousBudget.capacity + 20 }, () =>
          unlimited.inject({ method: 'GET', url: '/api/admin/profile', remoteAddress: '10.91.0.1' }),
        ),
      );
      expect(new Set(answers.map((answer) => answer.statusCode))).toEqual(new Set([401]));
    } finally {
      await unlimited.close();
    }
  });
});
