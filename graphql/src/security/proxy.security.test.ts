/**
 * Whose X-Forwarded-For the server believes: nobody's unless TRUST_PROXY says so,
 * one hop or the listed proxies when it does, and only valid IP addresses are ever stored, in the
 * sign-in attempts and the audit log, whatever a client or a misconfigured proxy sends (no 500).
 */
import { isIP } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../http/app.ts';
import { AuditEntry } from '../audit/audit-entry.entity.ts';
import { LoginAttempt } from '../auth/login-attempt.entity.ts';
import { defaultLoginLimits } from '../auth/sign-in-throttle.ts';
import { parseTrustProxy, type TrustProxy } from '../config.ts';
import { adminPassword, testAnonymousBudget, testServer, type TestServer } from '../test/server.ts';
import { networkOf, validAddress } from './client-address.ts';

let server: TestServer;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  server = await testServer();
});

afterAll(async () => {
  for (const app of apps) await app.close();
  await server?.close();
});

async function appWith(options: { trustProxy: TrustProxy }): Promise<FastifyInstance> {
  const app = await buildApp({
    webDist: server.webDist,
    orm: server.database.orm,
    anonymousBudget: testAnonymousBudget,
    loginLimits: { ...defaultLoginLimits, stepMs: 0 },
    ...options,
  });
  apps.push(app);
  return app;
}

/** A failed sign-in for `username`; returns the address the server stored for it, in both places. */
async function storedAddress(app: FastifyInstance, username: string, remoteAddress: string, forwardedFor?: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin/login',
    remoteAddress,
    headers: { 'content-type': 'application/json', ...(forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor }) },
    payload: { username, password: 'not the password' },
  });
  expect(response.statusCode, response.body).toBe(401);
  const attempt = await server.em().findOneOrFail(LoginAttempt, { username }, { orderBy: { id: 'desc' } });
  const entries = await server.em().find(AuditEntry, { action: 'loginFailed' }, { orderBy: { id: 'desc' }, limit: 1 });
  expect(entries[0]?.details).toMatchObject({ username, ip: attempt.ip });
  return attempt.ip;
}

describe('TRUST_PROXY', () => {
  it('reads off, a hop count, or addresses and networks, and refuses anything else at start', () => {
    for (const off of [undefined, '', '0', 'false', ' FALSE ']) expect(parseTrustProxy(off)).toBe(false);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.5, 172.16.0.0/12,::1,fd00::/8,loopback')).toEqual(['10.0.0.5', '172.16.0.0/12', '::1', 'fd00::/8', 'loopback']);
    for (const wrong of ['true', 'yes', '10.0.0.300', '10.0.0.0/33', 'proxy.example', '1.2.3.4/8/9', '10.0.0.1,']) {
      expect(() => parseTrustProxy(wrong), wrong).toThrow(/TRUST_PROXY must be/);
    }
  });

  it('off (the default): X-Forwarded-For is ignored, the socket address is stored', async () => {
    expect(await storedAddress(server.app, 'proxy-off', '192.0.2.10', '203.0.113.7')).toBe('192.0.2.10');
  });

  it('1: the address the one proxy in front wrote last is the client, whatever the client wrote before it', async () => {
    const app = await appWith({ trustProxy: 1 });
    expect(await storedAddress(app, 'proxy-one-hop', '10.0.0.5', '198.51.100.1, 203.0.113.8')).toBe('203.0.113.8');
  });

  it('a list: only the listed proxies are believed', async () => {
    const app = await appWith({ trustProxy: ['10.0.0.0/8'] });
    expect(await storedAddress(app, 'proxy-listed', '10.1.2.3', '203.0.113.9')).toBe('203.0.113.9');
    expect(await storedAddress(app, 'proxy-unlisted', '192.0.2.20', '203.0.113.9')).toBe('192.0.2.20');
  });

  it('never stores what is not an IP address, however long: the socket address stands in (no 500)', async () => {
    const app = await appWith({ trustProxy: 1 });
    for (const [i, forwarded] of ['x'.repeat(80), '1'.repeat(65), 'not-an-address', '999.1.1.1', '<script>', ''].entries()) {
      const stored = await storedAddress(app, `proxy-garbage-${i}`, '10.0.0.6', forwarded);
      expect(stored, forwarded).toBe('10.0.0.6');
    }
    // The same long header without TRUST_PROXY, over GraphQL, and a mapped IPv6 socket address.
    expect(await storedAddress(server.app, 'proxy-garbage-off', '::ffff:192.0.2.30', 'x'.repeat(200))).toBe('192.0.2.30');
  });

  it('is documented in the README and passed by the compose file', async () => {
    const { readFile } = await import('node:fs/promises');
    const readme = await readFile(new URL('../../../README.md', import.meta.url), 'utf8');
    expect(readme).toMatch(/\| `TRUST_PROXY` +\|/);
    const compose = await readFile(new URL('../../../docker-compose.yml', import.meta.url), 'utf8');
    expect(compose).toMatch(/TRUST_PROXY: /);
  });
});

describe('client addresses', () => {
  it('are one spelling of a valid IP, or nothing', () => {
    expect(validAddress('::FFFF:192.0.2.1')).toBe('192.0.2.1');
    expect(validAddress('2001:DB8::1')).toBe('2001:db8::1');
    expect(validAddress('fe80::1%eth0')).toBe('fe80::1');
    for (const wrong of [undefined, '', 'localhost', '1.2.3', '1.2.3.4.5', ' 1.2.3.4', 'x'.repeat(100)]) expect(validAddress(wrong)).toBeNull();
  });

  it('are counted by network: an IPv4 address alone, an IPv6 address by its /64', () => {
    expect(networkOf('192.0.2.1')).toBe('192.0.2.1');
    expect(networkOf('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(networkOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(networkOf('::1')).toBe('0:0:0:0::/64');
    expect(networkOf('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
    expect(isIP(networkOf('2001:db8:1:2::').replace('/64', ''))).toBe(6);
  });
});

describe('an X-Forwarded-For longer than 64 characters', () => {
  it('is no 500: the sign-in succeeds, trusted or not', async () => {
    const trusting = await appWith({ trustProxy: 1 });
    for (const app of [server.app, trusting]) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/admin/login',
        remoteAddress: '10.0.0.7',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `${'a'.repeat(70)}` },
        payload: { username: 'admin', password: adminPassword },
      });
      expect(response.statusCode).toBe(200);
    }
  });
});
