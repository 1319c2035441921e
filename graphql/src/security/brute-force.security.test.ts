/**
 * Password guessing: the sign-in throttle after OWASP's device-cookie scheme.
 * Strangers are limited per address and per account, with delays that double, and locked out; a
 * browser that signed in before keeps signing in while an attack on its account runs from other
 * addresses; a known device is locked out on its own. It holds under parallel attempts and across
 * two server instances on one database (two ORMs and pools on PostgreSQL), and changePassword is
 * throttled the same way. Counted in login_attempt rows: no more than the allowed failures ever
 * reach the password check.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../http/app.ts';
import { saveAdmin } from '../auth/auth.service.ts';
import { productionHashing, setHashingForTests } from '../auth/passwords.ts';
import { deviceCookieName, deviceCookies } from '../auth/device-cookie.ts';
import { LoginAttempt } from '../auth/login-attempt.entity.ts';
import { allowedAt, defaultLoginLimits, type LoginLimits } from '../auth/sign-in-throttle.ts';
import { openDatabase, type Orm } from '../db/orm.ts';
import { adminPassword, testAnonymousBudget, testServer, type TestServer } from '../test/server.ts';

let server: TestServer;
/** A second server instance on the same database: its own app and, on PostgreSQL, its own ORM and pool. */
let second: FastifyInstance;
let secondOrm: Orm | undefined;
/** A third instance with the real delays (the others turn them off to count the hard limits quickly). */
let delayed: FastifyInstance;
let webDist: string;
const limits: LoginLimits = { ...defaultLoginLimits, stepMs: 0 };
const password = (username: string) => `${username} password, long enough`;

beforeAll(async () => {
  // Not the suites' cheap hashing (graphql/src/test/setup.ts): parallel attempts overlap for as long as production's password check takes.
  setHashingForTests(productionHashing);
  server = await testServer();
  webDist = await mkdtemp(join(tmpdir(), 'web-dist-'));
  await writeFile(join(webDist, 'index.html'), '<!doctype html>');
  const clientUrl = server.database.orm.config.get('clientUrl');
  if (process.env.DATABASE_URL && clientUrl) secondOrm = await openDatabase({ databaseUrl: clientUrl, dataDir: '' });
  second = await buildApp({ webDist, orm: secondOrm ?? server.database.orm, loginLimits: limits, anonymousBudget: testAnonymousBudget });
  delayed = await buildApp({ webDist, orm: server.database.orm, loginLimits: defaultLoginLimits, anonymousBudget: testAnonymousBudget });
  for (const username of ['victim', 'other-admin', 'loyal', 'clumsy', 'slowpoke', 'changer', 'shared', 'parallel', 'patient']) {
    await saveAdmin(server.em(), { username, password: password(username) }, false);
  }
});

afterAll(async () => {
  await delayed?.close();
  await second?.close();
  await secondOrm?.close(true);
  await server?.close();
  await rm(webDist, { recursive: true, force: true });
});

interface Sent {
  door?: 'rest' | 'graphql';
  /** The device cookie to send, if any. */
  device?: string;
}

function attempt(app: FastifyInstance, ip: string, username: string, secret: string, { door = 'rest', device }: Sent = {}) {
  const headers = { 'content-type': 'application/json', ...(device ? { cookie: `${deviceCookieName}=${device}` } : {}) };
  return door === 'rest'
    ? app.inject({ method: 'POST', url: '/api/admin/login', remoteAddress: ip, headers, payload: { username, password: secret } })
    : app.inject({
        method: 'POST',
        url: '/graphql',
        remoteAddress: ip,
        headers,
        payload: { query: 'mutation($u: String!, $p: String!) { login(username: $u, password: $p) { success } }', variables: { u: username, p: secret } },
      });
}

type Answer = Awaited<ReturnType<typeof attempt>>;

/** 401 from REST or UNAUTHENTICATED from GraphQL: the attempt reached the password check. */
const reachedCheck = (response: Answer) => response.statusCode === 401 || response.body.includes('"UNAUTHENTICATED"');
const refused = (response: Answer) => response.statusCode === 429 && /RATE_LIMITED|Too many failed password attempts/.test(response.body);
const signedIn = (response: Answer) => response.statusCode === 200 && response.body.includes('"success":true');

/** The device cookie a successful sign-in gave, its value only. */
function deviceCookieFrom(response: Answer): string {
  const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
  const cookie = cookies.find((value) => value.startsWith(`${deviceCookieName}=`));
  if (!cookie) throw new Error(`no device cookie in ${JSON.stringify(cookies)}`);
  return cookie.split(';')[0]!.slice(deviceCookieName.length + 1);
}

async function knownDevice(username: string, ip = '10.9.9.9'): Promise<string> {
  const response = await attempt(server.app, ip, username, password(username));
  expect(signedIn(response)).toBe(true);
  return deviceCookieFrom(response);
}

/**
 * After a burst, wrong passwords one at a time until refused: a burst may be refused whole (every
 * attempt counted the others), so this brings the count to the limit deterministically.
 */
async function topUp(app: FastifyInstance, ip: (i: number) => string, username: (i: number) => string, sent: Sent = {}): Promise<number> {
  for (let i = 0; i < 60; i += 1) {
    const response = await attempt(app, ip(i), username(i), `top-up-${i}`, sent);
    if (refused(response)) return i;
    expect(reachedCheck(response), response.body).toBe(true);
  }
  throw new Error('never refused');
}

const failures = (where: { username?: string; network?: string; device?: string | null }) => server.em().count(LoginAttempt, { ...where, succeeded: false });

describe('the delay before a stranger may try again', () => {
  // Hand-worked: 1 s after the 5th failure, doubling with each one after it, never past the window.
  const latest = new Date('2026-11-25T12:00:00Z');
  const oldest = new Date('2026-11-25T11:50:00Z');
  const rule = defaultLoginLimits.perAccount;
  const at = (count: number, now = latest) => allowedAt({ count, oldest, latest }, rule, defaultLoginLimits, now)?.toISOString() ?? null;

  it('is nothing for the free failures, then 1, 2, 4 and 8 seconds', () => {
    expect(at(4)).toBeNull();
    expect(at(5)).toBe('2026-11-25T12:00:01.000Z');
    expect(at(6)).toBe('2026-11-25T12:00:02.000Z');
    expect(at(7)).toBe('2026-11-25T12:00:04.000Z');
    expect(at(8)).toBe('2026-11-25T12:00:08.000Z');
  });

  it('is never longer than the 15-minute window (2^10 s would be 1024 s)', () => {
    expect(at(15)).toBe('2026-11-25T12:15:00.000Z');
    expect(at(29)).toBe('2026-11-25T12:15:00.000Z');
  });

  it('has passed once that time has, and past the limit lasts until the oldest failure leaves the window', () => {
    expect(at(6, new Date('2026-11-25T12:00:02Z'))).toBeNull();
    expect(at(30)).toBe('2026-11-25T12:05:00.000Z');
  });
});

describe('device cookies', () => {
  const cookies = deviceCookies(Buffer.alloc(32, 7));

  it('prove the account they were issued for, and nothing else', () => {
    const value = cookies.issue('victim');
    expect(value).toMatch(/^[\w-]{22}\.[\w-]+\.[\w-]{43}$/);
    expect(cookies.deviceFor(value, 'victim')).toBe(value.split('.')[0]);
    expect(cookies.deviceFor(value, 'admin')).toBeNull();
    expect(cookies.issue('victim')).not.toBe(value);
  });

  it('are worthless tampered, signed with another key, or oversized', () => {
    const value = cookies.issue('victim');
    const [nonce, account, signature] = value.split('.') as [string, string, string];
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    expect(cookies.deviceFor(`${nonce}.${account}.${flipped}`, 'victim')).toBeNull();
    expect(cookies.deviceFor(`${nonce}x.${account}.${signature}`, 'victim')).toBeNull();
    expect(deviceCookies(Buffer.alloc(32, 8)).deviceFor(value, 'victim')).toBeNull();
    expect(cookies.deviceFor(`${value}.extra`, 'victim')).toBeNull();
    expect(cookies.deviceFor('x'.repeat(10_000), 'victim')).toBeNull();
    expect(cookies.deviceFor(undefined, 'victim')).toBeNull();
  });

  it('come with a sign-in as HttpOnly, SameSite=Strict, for 180 days', async () => {
    const response = await attempt(server.app, '10.9.0.1', 'other-admin', password('other-admin'));
    const cookie = ([] as string[]).concat(response.headers['set-cookie'] ?? []).find((value) => value.startsWith(`${deviceCookieName}=`));
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain(`Max-Age=${180 * 24 * 60 * 60}`);
  });
});

describe('strangers', () => {
  it(`are refused after ${limits.perAddress.max} failures from one address, whatever the accounts, parallel attempts included`, async () => {
    const ip = '10.20.0.2';
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, i) => attempt(server.app, ip, `user${i}`, 'wrong-password', { door: i % 2 ? 'rest' : 'graphql' })),
    );
    const checked = responses.filter(reachedCheck).length;
    expect(checked).toBeLessThanOrEqual(limits.perAddress.max);
    expect(responses.filter(refused).length).toBe(40 - checked);
    expect(await failures({ network: ip })).toBe(checked);
    expect(
      checked +
        (await topUp(
          server.app,
          () => ip,
          (i) => `more${i}`,
        )),
    ).toBe(limits.perAddress.max);
    // The right password of a real account from that address is refused for now, too.
    expect(refused(await attempt(server.app, ip, 'admin', adminPassword))).toBe(true);
  });

  it(`are refused per account after ${limits.perAccount.max} failures from any addresses, the right password included`, async () => {
    const responses = await Promise.all(
      Array.from({ length: 45 }, (_, i) => attempt(server.app, `10.21.${Math.floor(i / 4)}.${i % 4}`, 'victim', 'wrong-password')),
    );
    const checked = responses.filter(reachedCheck).length;
    expect(checked).toBeLessThanOrEqual(limits.perAccount.max);
    expect(await failures({ username: 'victim' })).toBe(checked);
    expect(
      checked +
        (await topUp(
          server.app,
          (i) => `10.22.0.${i}`,
          () => 'victim',
        )),
    ).toBe(limits.perAccount.max);
    const locked = await attempt(server.app, '10.21.200.1', 'victim', password('victim'));
    expect(refused(locked)).toBe(true);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(limits.windowMs / 1000);
  });

  it("with a forged, tampered, foreign-key or other account's device cookie are still strangers", async () => {
    const otherAccounts = await knownDevice('other-admin');
    const [nonce, account] = otherAccounts.split('.') as [string, string];
    const forgedFor = `${nonce}.${Buffer.from('victim').toString('base64url')}.${otherAccounts.split('.')[2]}`;
    for (const device of [otherAccounts, forgedFor, `${nonce}.${account}.${'A'.repeat(43)}`, deviceCookies(Buffer.alloc(32)).issue('victim'), 'garbage']) {
      expect(refused(await attempt(server.app, '10.21.201.1', 'victim', password('victim'), { device })), device).toBe(true);
    }
  });

  it('get in again once the failures are older than the window', async () => {
    await server.em().nativeUpdate(LoginAttempt, { username: 'victim' }, { createdAt: new Date(Date.now() - limits.windowMs - 1000) });
    expect(signedIn(await attempt(server.app, '10.21.202.1', 'victim', password('victim')))).toBe(true);
  });

  it("are forgiven their own failures by a success, not other clients'", async () => {
    const ip = '10.23.0.1';
    for (let i = 0; i < 4; i += 1) expect(reachedCheck(await attempt(server.app, ip, 'patient', 'wrong-password'))).toBe(true);
    expect(reachedCheck(await attempt(server.app, '10.23.0.2', 'patient', 'wrong-password'))).toBe(true);
    expect(signedIn(await attempt(server.app, ip, 'patient', password('patient')))).toBe(true);
    expect(await failures({ username: 'patient', network: ip })).toBe(0);
    expect(await failures({ username: 'patient', network: '10.23.0.2' })).toBe(1);
  });
});

describe('a browser that signed in before', () => {
  it('keeps signing in with the right password, from any address and on either door, while strangers are locked out of its account', async () => {
    const device = await knownDevice('loyal', '10.30.0.1');
    // The attack: the account's failures from 45 addresses, then the address limit on one of them.
    await Promise.all(Array.from({ length: 45 }, (_, i) => attempt(server.app, `10.31.${i}.1`, 'loyal', 'wrong-password')));
    await topUp(
      server.app,
      (i) => `10.32.0.${i}`,
      () => 'loyal',
    );
    await topUp(
      server.app,
      () => '10.31.0.1',
      (i) => `someone${i}`,
    );
    expect(refused(await attempt(server.app, '10.33.0.1', 'loyal', password('loyal')))).toBe(true);
    let current = device;
    for (const [ip, door] of [
      ['10.30.0.1', 'rest'],
      ['10.31.0.1', 'graphql'],
      ['10.34.0.1', 'rest'],
    ] as const) {
      const response = await attempt(server.app, ip, 'loyal', password('loyal'), { door, device: current });
      expect(signedIn(response), `${ip} ${door}: ${response.body}`).toBe(true);
      // Every sign-in gives the browser a fresh cookie (OWASP); the old one still proves the device.
      current = deviceCookieFrom(response);
      expect(current).not.toBe(device);
    }
  });

  it(`is locked out on its own after ${limits.perDevice.max} failures, other devices and strangers untouched`, async () => {
    const clumsy = await knownDevice('clumsy');
    const careful = await knownDevice('clumsy');
    for (let i = 0; i < limits.perDevice.max; i += 1) {
      expect(reachedCheck(await attempt(server.app, `10.40.0.${i}`, 'clumsy', 'wrong-password', { device: clumsy }))).toBe(true);
    }
    expect(refused(await attempt(server.app, '10.40.1.1', 'clumsy', password('clumsy'), { device: clumsy }))).toBe(true);
    expect(signedIn(await attempt(server.app, '10.40.1.1', 'clumsy', password('clumsy'), { device: careful }))).toBe(true);
    expect(signedIn(await attempt(server.app, '10.40.1.2', 'clumsy', password('clumsy')))).toBe(true);
    // Its failures were its own: none was counted against strangers of the account.
    expect(await failures({ username: 'clumsy', device: null })).toBe(0);
  });

  it(`lets at most ${limits.perDevice.max} parallel wrong passwords through`, async () => {
    const device = await knownDevice('parallel');
    const responses = await Promise.all(Array.from({ length: 30 }, (_, i) => attempt(server.app, `10.41.0.${i}`, 'parallel', `wrong-${i}`, { device })));
    const checked = responses.filter(reachedCheck).length;
    expect(checked).toBeLessThanOrEqual(limits.perDevice.max);
    expect(
      checked +
        (await topUp(
          server.app,
          (i) => `10.41.1.${i}`,
          () => 'parallel',
          { device },
        )),
    ).toBe(limits.perDevice.max);
  });
});

describe('growing delays (the real settings)', () => {
  /** Moves every failure of the account back in time, as if `ms` had passed. */
  const wait = async (username: string, ms: number) => {
    for (const row of await server.em().find(LoginAttempt, { username })) {
      await server.em().nativeUpdate(LoginAttempt, { id: row.id }, { createdAt: new Date(row.createdAt.getTime() - ms) });
    }
  };

  it('make each attempt past the 5th failure wait 1, 2, 4, then 8 seconds for strangers, and never a known device', async () => {
    const device = await knownDevice('slowpoke');
    for (let i = 0; i < 5; i += 1) expect(reachedCheck(await attempt(delayed, `10.50.0.${i}`, 'slowpoke', 'wrong-password'))).toBe(true);
    for (const seconds of [1, 2, 4, 8]) {
      const early = await attempt(delayed, '10.50.1.1', 'slowpoke', password('slowpoke'));
      expect(refused(early)).toBe(true);
      expect(Number(early.headers['retry-after'])).toBe(seconds);
      expect(signedIn(await attempt(delayed, '10.50.1.2', 'slowpoke', password('slowpoke'), { device }))).toBe(true);
      await wait('slowpoke', seconds * 1000);
      expect(reachedCheck(await attempt(delayed, `10.50.2.${seconds}`, 'slowpoke', 'wrong-password'))).toBe(true);
    }
  });
});

describe('changing the password', () => {
  const change = (cookie: string, current: string) =>
    server.app.inject({
      method: 'POST',
      url: '/graphql',
      remoteAddress: '10.60.0.1',
      headers: { 'content-type': 'application/json', cookie },
      payload: {
        query: 'mutation($c: String!, $n: String!) { changePassword(currentPassword: $c, newPassword: $n) }',
        variables: { c: current, n: 'an entirely new password' },
      },
    });

  it(`is throttled like a sign-in: the signed-in browser is locked out after ${limits.perDevice.max} wrong current passwords, other browsers are not`, async () => {
    const response = await attempt(server.app, '10.60.0.1', 'changer', password('changer'));
    const session = String(([] as string[]).concat(response.headers['set-cookie'] ?? []).find((value) => value.startsWith('sid='))).split(';')[0]!;
    const cookie = `${session}; ${deviceCookieName}=${deviceCookieFrom(response)}`;
    for (let i = 0; i < limits.perDevice.max; i += 1) {
      expect((await change(cookie, `not-it-${i}`)).json().errors[0].extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: { currentPassword: 'is not your current password' },
      });
    }
    const locked = await change(cookie, password('changer'));
    expect(locked.statusCode).toBe(429);
    expect(locked.json().errors[0].extensions.code).toBe('RATE_LIMITED');
    expect(signedIn(await attempt(server.app, '10.60.0.2', 'changer', password('changer')))).toBe(true);
  });

  it('counts a session used without its device cookie (a stolen one) as a stranger', async () => {
    const response = await attempt(server.app, '10.61.0.1', 'changer', password('changer'));
    const session = String(([] as string[]).concat(response.headers['set-cookie'] ?? []).find((value) => value.startsWith('sid='))).split(';')[0]!;
    await change(session, 'a wrong guess');
    expect(await failures({ username: 'changer', device: null, network: '10.60.0.1' })).toBe(1);
  });
});

describe('two server instances on one database', () => {
  it('agree on device cookies and share the counts: parallel attempts through both let no more through than one would', async () => {
    const device = deviceCookieFrom(await attempt(second, '10.70.0.1', 'shared', password('shared')));
    const responses = await Promise.all(
      Array.from({ length: 45 }, (_, i) => attempt(i % 2 ? second : server.app, `10.71.${i}.1`, 'shared', `wrong-${i}`, { door: i % 3 ? 'rest' : 'graphql' })),
    );
    const checked = responses.filter(reachedCheck).length;
    expect(checked).toBeLessThanOrEqual(limits.perAccount.max);
    expect(await failures({ username: 'shared' })).toBe(checked);
    expect(
      checked +
        (await topUp(
          second,
          (i) => `10.72.0.${i}`,
          () => 'shared',
        )),
    ).toBe(limits.perAccount.max);
    for (const app of [server.app, second]) {
      expect(refused(await attempt(app, '10.73.0.1', 'shared', password('shared')))).toBe(true);
      // The cookie the second instance signed proves the device to the first one too.
      expect(signedIn(await attempt(app, '10.73.0.1', 'shared', password('shared'), { device }))).toBe(true);
    }
  });
});
