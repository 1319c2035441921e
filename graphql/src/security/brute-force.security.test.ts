/**
 * Brute force (issue 10, item 4): the sign-in limiter holds under parallel attempts, across two server
 * processes on one database, and never locks the real admin out from another address (nor for longer
 * than its window). Counted in login_attempt rows: no more than the allowed failures ever reach the
 * password check.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { defaultLoginLimits } from '../auth/auth.service.ts';
import { LoginAttempt } from '../auth/login-attempt.entity.ts';
import { openDatabase, type Orm } from '../db/orm.ts';
import { adminPassword, testServer, type TestServer } from '../test/server.ts';

let server: TestServer;
/** A second server process on the same database: its own app and, on PostgreSQL, its own ORM and pool. */
let second: FastifyInstance;
let secondOrm: Orm | undefined;
let webDist: string;
const limits = { ...defaultLoginLimits, slowStepMs: 0 };

beforeAll(async () => {
  server = await testServer();
  webDist = await mkdtemp(join(tmpdir(), 'web-dist-'));
  await writeFile(join(webDist, 'index.html'), '<!doctype html>');
  const clientUrl = server.database.orm.config.get('clientUrl');
  if (process.env.DATABASE_URL && clientUrl) secondOrm = await openDatabase({ databaseUrl: clientUrl, dataDir: '' });
  second = await buildApp({ webDist, orm: secondOrm ?? server.database.orm, loginLimits: limits });
});

afterAll(async () => {
  await second?.close();
  await secondOrm?.close(true);
  await server?.close();
  await rm(webDist, { recursive: true, force: true });
});

function attempt(app: FastifyInstance, ip: string, username: string, password: string, door: 'rest' | 'graphql' = 'rest') {
  return door === 'rest'
    ? app.inject({ method: 'POST', url: '/api/admin/login', remoteAddress: ip, payload: { username, password } })
    : app.inject({
        method: 'POST',
        url: '/graphql',
        remoteAddress: ip,
        payload: { query: 'mutation($u: String!, $p: String!) { login(username: $u, password: $p) { success } }', variables: { u: username, p: password } },
      });
}

/** 401 from REST or UNAUTHENTICATED from GraphQL: the attempt reached the password check. */
const reachedCheck = (response: { statusCode: number; body: string }) => response.statusCode === 401 || response.body.includes('"UNAUTHENTICATED"');
const refused = (response: { statusCode: number; body: string }) => response.statusCode === 429 || response.body.includes('"RATE_LIMITED"');
/**
 * After a burst, wrong passwords one at a time until refused: a burst may be refused whole (every
 * attempt counted the others), so this brings the count to the limit deterministically.
 */
async function topUp(app: FastifyInstance, ip: (i: number) => string, username: string): Promise<number> {
  for (let i = 0; i < 60; i += 1) {
    const response = await attempt(app, ip(i), username, `top-up-${i}`);
    if (refused(response)) return i;
    expect(reachedCheck(response)).toBe(true);
  }
  throw new Error('never refused');
}

const failures = (where: { username?: string; ip?: string }) => server.em().count(LoginAttempt, { ...where, succeeded: false });

describe('parallel attempts', () => {
  it(`let at most ${limits.refuseAfter} wrong passwords for one username from one address reach the check`, async () => {
    const ip = '10.20.0.1';
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, i) => attempt(server.app, ip, 'admin', `wrong-password-${i}`, i % 2 ? 'rest' : 'graphql')),
    );
    const checked = responses.filter(reachedCheck).length;
    expect(checked).toBeLessThanOrEqual(limits.refuseAfter);
    expect(responses.filter(refused).length).toBe(30 - checked);
    expect(await failures({ username: 'admin', ip })).toBe(checked);
    // One at a time from there, exactly the allowed number of failures is reached, never more.
    expect(checked + (await topUp(server.app, () => ip, 'admin'))).toBe(limits.refuseAfter);
    // The right password from that address is refused for now, too.
    expect((await attempt(server.app, ip, 'admin', adminPassword)).statusCode).toBe(429);
  });

  it(`let at most ${limits.perAddress} failures from one address through, whatever the usernames`, async () => {
    const ip = '10.20.0.2';
    const responses = await Promise.all(Array.from({ length: 40 }, (_, i) => attempt(server.app, ip, `user${i}`, 'wrong-password')));
    const checked = responses.filter(reachedCheck).length;
    expect(checked).toBeLessThanOrEqual(limits.perAddress);
    expect(await failures({ ip })).toBe(checked);
  });

  it('do not lock the real admin out from another address', async () => {
    const response = await attempt(server.app, '10.20.0.99', 'admin', adminPassword);
    expect(response.statusCode).toBe(200);
  });
});

describe('two server processes on one database', () => {
  it('share the count: together they let no more failures through than one would', async () => {
    const ip = '10.20.1.1';
    const responses = await Promise.all(Array.from({ length: 30 }, (_, i) => attempt(i % 2 ? second : server.app, ip, 'admin', `wrong-${i}`)));
    const checked = responses.filter(reachedCheck).length;
    expect(checked).toBeLessThanOrEqual(limits.refuseAfter);
    expect(await failures({ username: 'admin', ip })).toBe(checked);
    expect(checked + (await topUp(second, () => ip, 'admin'))).toBe(limits.refuseAfter);
    for (const app of [server.app, second]) expect((await attempt(app, ip, 'admin', adminPassword)).statusCode).toBe(429);
    expect((await attempt(second, '10.20.1.2', 'admin', adminPassword)).statusCode).toBe(200);
  });
});

describe('the lock is temporary', () => {
  it('ends with its window: the admin gets in from the attacked address once the failures are older than it', async () => {
    const ip = '10.20.2.1';
    await Promise.all(Array.from({ length: 10 }, () => attempt(server.app, ip, 'admin', 'wrong-password')));
    await topUp(server.app, () => ip, 'admin');
    const locked = await attempt(server.app, ip, 'admin', adminPassword);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(limits.windowMs / 1000);
    await server.em().nativeUpdate(LoginAttempt, { ip }, { createdAt: new Date(Date.now() - limits.windowMs - 1000) });
    expect((await attempt(server.app, ip, 'admin', adminPassword)).statusCode).toBe(200);
    // A success clears that address's failures for the username.
    expect(await failures({ username: 'admin', ip })).toBe(0);
  });

  it('a distributed attack on the username (over 50 failures from many addresses) refuses it everywhere until the window ends', async () => {
    await Promise.all(
      Array.from({ length: limits.perUsername + 5 }, (_, i) => attempt(server.app, `10.21.${Math.floor(i / 4)}.${i % 4}`, 'victim', 'wrong-password')),
    );
    const checked = await failures({ username: 'victim' });
    expect(checked).toBeLessThanOrEqual(limits.perUsername);
    expect(checked + (await topUp(server.app, (i) => `10.22.0.${i}`, 'victim'))).toBe(limits.perUsername);
    expect((await attempt(server.app, '10.21.200.1', 'victim', 'anything-at-all')).statusCode).toBe(429);
    await server.em().nativeUpdate(LoginAttempt, { username: 'victim' }, { createdAt: new Date(Date.now() - limits.windowMs - 1000) });
    expect((await attempt(server.app, '10.21.200.1', 'victim', 'anything-at-all')).statusCode).toBe(401);
  });
});
