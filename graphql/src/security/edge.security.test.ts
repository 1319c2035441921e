/**
 * The edge of the server: one spelling of every path, decided before
 * routing, so the JSON-only body rule and the admin's anti-framing headers hold however a path is
 * written; HTTPS only (HSTS) in production; no caching of any admin answer; and clients that send
 * their headers or body too slowly lose the connection.
 */
import { connect } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../http/app.ts';
import { strictTransportSecurity } from '../http/security-headers.ts';
import { adminPassword, testAnonymousBudget, testServer, type TestServer } from '../test/server.ts';
import { normalisePath, normaliseUrl } from './normalised-path.ts';

let server: TestServer;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  server = await testServer();
});

afterAll(async () => {
  for (const app of apps) await app.close();
  await server?.close();
});

describe('one spelling of every path', () => {
  it('decodes unreserved escapes, makes backslashes slashes, joins repeated slashes and resolves dot segments', () => {
    expect(normalisePath('/%61pi/admin/login')).toBe('/api/admin/login');
    expect(normalisePath('/%41%50%49')).toBe('/API');
    expect(normalisePath('//x/admin')).toBe('/x/admin');
    expect(normalisePath('/api/../admin')).toBe('/admin');
    expect(normalisePath('/api/%2e%2e/admin')).toBe('/admin');
    expect(normalisePath('/api/./admin/')).toBe('/api/admin/');
    expect(normalisePath('/../../etc/passwd')).toBe('/etc/passwd');
    expect(normalisePath('/\\evil.example/admin')).toBe('/evil.example/admin');
    expect(normalisePath('/a/..')).toBe('/');
    expect(normalisePath('/api/admin/seo/a%2fb')).toBe('/api/admin/seo/a%2Fb');
    expect(normalisePath('/%zz/%')).toBe('/%zz/%');
    expect(normaliseUrl('//x/admin?next=//y/../z')).toBe('/x/admin?next=//y/../z');
  });

  it('keeps the JSON-only body rule on every spelling of an API path', async () => {
    const cookie = await server.signIn();
    for (const url of [
      '/%61pi/admin/content/pages',
      '/API/../api/admin/content/pages',
      '//api/admin/content/pages',
      '/api/admin/./content/pages',
      '/x/..%2F../api/admin/content/pages',
    ]) {
      const response = await server.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
        payload: 'pageSlug=forged&title=Forged',
      });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
    }
    const form = await server.app.inject({
      method: 'POST',
      url: '/%61pi/admin/login',
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify({ username: 'admin', password: adminPassword }),
    });
    expect(form.statusCode).toBe(415);
  });

  it('gives the admin page its anti-framing headers however the path is spelled, and serves it under no other path', async () => {
    for (const url of ['/admin', '/api/../admin', '/%61dmin', '/./admin', '//admin', '/x/%2e%2e/admin']) {
      const response = await server.app.inject(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['x-frame-options'], url).toBe('DENY');
      expect(String(response.headers['content-security-policy']), url).toContain("frame-ancestors 'none'");
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    // `//x/admin` is the path /x/admin here (a browser would read x as a host): not the admin page.
    expect((await server.app.inject('//x/admin')).statusCode).toBe(404);
  });

  it('lets the admin show images from any https origin (its card previews), and the public pages only their own', async () => {
    const imageSources = (csp: unknown) => / img-src ([^;]*)/.exec(String(csp))?.[1];
    expect(imageSources((await server.app.inject('/admin/dashboard')).headers['content-security-policy'])).toBe("'self' data: https:");
    expect(imageSources((await server.app.inject('/')).headers['content-security-policy'])).toBe("'self' data:");
  });
});

describe('response headers', () => {
  it('in production, every answer says HTTPS only (HSTS); in development none does', async () => {
    const production = await buildApp({ webDist: server.webDist, orm: server.database.orm, anonymousBudget: testAnonymousBudget, production: true });
    apps.push(production);
    for (const url of ['/', '/healthz', '/admin', '/api/admin/profile', '/no-such-page', '/graphql?query=%7B__typename%7D']) {
      expect((await production.inject(url)).headers['strict-transport-security'], url).toBe(strictTransportSecurity);
      expect((await server.app.inject(url)).headers['strict-transport-security'], url).toBeUndefined();
    }
    expect(strictTransportSecurity).toBe('max-age=31536000; includeSubDomains');
  });

  it('no admin answer may be cached: REST answers, errors and refusals included', async () => {
    const cookie = await server.signIn('rest');
    const answers = [
      await server.app.inject({ method: 'GET', url: '/api/admin/calculators', headers: { cookie } }),
      await server.app.inject({ method: 'GET', url: '/api/admin/profile', headers: { cookie } }),
      await server.app.inject({ method: 'GET', url: '/api/admin/profile' }),
      await server.app.inject({ method: 'GET', url: '/api/admin/calculators/no-such-calculator', headers: { cookie } }),
      await server.app.inject({ method: 'GET', url: '/api/admin/nothing-here' }),
      await server.app.inject({ method: 'POST', url: '/api/admin/login', headers: { 'content-type': 'text/plain' }, payload: 'x' }),
      await server.app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json' }, payload: { query: '{ me { username } }' } }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 401, 404, 404, 415, 200]);
    for (const answer of answers) expect(answer.headers['cache-control']).toBe('no-store');
    // Public pages keep revalidating by ETag.
    expect((await server.app.inject('/contact')).headers['cache-control']).toBe('no-cache');
  });
});

describe('slow clients', () => {
  let app: FastifyInstance;
  let port: number;

  beforeAll(async () => {
    app = await buildApp({
      webDist: server.webDist,
      orm: server.database.orm,
      anonymousBudget: testAnonymousBudget,
      timeouts: { headersMs: 300, requestMs: 600, idleMs: 5_000, checkEveryMs: 50 },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });

  afterAll(async () => {
    await app?.close();
  });

  /** Sends `text` and keeps the connection open; resolves with what the server sent and when it closed. */
  function trickle(text: string): Promise<{ answer: string; closedAfterMs: number }> {
    return new Promise((resolve, reject) => {
      const started = performance.now();
      const socket = connect(port, '127.0.0.1', () => socket.write(text));
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString()));
      socket.on('close', () => resolve({ answer, closedAfterMs: performance.now() - started }));
      socket.on('error', reject);
      setTimeout(() => {
        socket.destroy();
        reject(new Error('the server kept the connection open'));
      }, 5_000).unref();
    });
  }

  it('lose the connection when their headers take longer than the header timeout', async () => {
    const { answer, closedAfterMs } = await trickle('GET /healthz HTTP/1.1\r\nHost: x\r\nX-Slow: ');
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(closedAfterMs).toBeLessThan(2_000);
  });

  it('lose the connection when their body takes longer than the request timeout', async () => {
    const { answer, closedAfterMs } = await trickle(
      'POST /api/admin/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"username":',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(closedAfterMs).toBeLessThan(2_500);
  });
});
