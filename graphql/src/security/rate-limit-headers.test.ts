/**
 * Every API answer says which budget it was counted against and what is left of it, as the IETF
 * httpapi draft's `RateLimit-Policy` and `RateLimit` fields: anonymous clients per network, API
 * tokens per token, on both doors, refusals included; pages of an allowed origin may read them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from '../db/seed.ts';
import { adminPassword, testServer, type TestServer } from '../test/server.ts';
import { RequestBudget, rateLimitHeaders } from './request-budget.ts';

let server: TestServer;
let secret: string;

// Refilled slowly enough that the test's own pace refills nothing measurable.
const anonymousBudget = { capacity: 5, refillPerSecond: 1 / 60 };
const tokenBudget = { capacity: 8, refillPerSecond: 0.5 };

beforeAll(async () => {
  server = await testServer({ anonymousBudget, tokenBudget, corsOrigins: ['https://app.example'] });
  await seedCatalogue(server.em());
  const cookie = await server.signIn('graphql', '10.80.0.100');
  const created = await server.app.inject({
    method: 'POST',
    url: '/graphql',
    remoteAddress: '10.80.0.100',
    headers: { 'content-type': 'application/json', cookie },
    payload: {
      query: 'mutation($p: String!) { createApiToken(name: "headers", scope: read, currentPassword: $p) { secret } }',
      variables: { p: adminPassword },
    },
  });
  secret = created.json().data.createApiToken.secret;
});

afterAll(async () => {
  await server?.close();
});

const publicQuery = '{ publishedPages(first: 1) { totalCount } }';
const graphqlPost = (remoteAddress: string, headers: Record<string, string> = {}) =>
  server.app.inject({
    method: 'POST',
    url: '/graphql',
    remoteAddress,
    headers: { 'content-type': 'application/json', ...headers },
    payload: { query: publicQuery },
  });
const restGet = (remoteAddress: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url: '/api/admin/calculators?first=1', remoteAddress, headers });

describe('the RateLimit header fields', () => {
  it('count an anonymous client down on both doors: 5 at once, a window of 300 s (5 at 1 a minute), then 429 with r=0', async () => {
    const ip = '10.80.0.1';
    const seen: string[] = [];
    for (let i = 0; i < 5; i++) {
      const answer = i % 2 ? await restGet(ip) : await graphqlPost(ip);
      expect(answer.headers['ratelimit-policy']).toBe('"anonymous";q=5;w=300');
      seen.push(String(answer.headers.ratelimit));
    }
    // r: what is left after this request; t: seconds until the bucket is full again (60 s per request spent).
    expect(seen.map((value) => /r=(\d+)/.exec(value)?.[1])).toEqual(['4', '3', '2', '1', '0']);
    expect(seen[0]).toMatch(/^"anonymous";r=4;t=(59|60)$/);
    expect(seen[4]).toMatch(/^"anonymous";r=0;t=(299|300)$/);
    for (const refused of [await graphqlPost(ip), await restGet(ip)]) {
      expect(refused.statusCode).toBe(429);
      expect(refused.headers.ratelimit).toMatch(/^"anonymous";r=0;t=(299|300)$/);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(55);
    }
  });

  it("show a token's own budget, not its network's, on both doors", async () => {
    const ip = '10.80.0.2';
    const first = await graphqlPost(ip, { authorization: `Bearer ${secret}` });
    expect(first.statusCode).toBe(200);
    expect(first.headers['ratelimit-policy']).toBe('"token";q=8;w=16');
    expect(first.headers.ratelimit).toMatch(/^"token";r=7;t=2$/);
    const second = await restGet(ip, { authorization: `Bearer ${secret}` });
    expect(second.statusCode).toBe(200);
    expect(second.headers['ratelimit-policy']).toBe('"token";q=8;w=16');
    expect(second.headers.ratelimit).toMatch(/^"token";r=6;t=(3|4)$/);
    // The network's anonymous budget was given back: an anonymous request from it still has 4 left.
    expect((await graphqlPost(ip)).headers.ratelimit).toMatch(/^"anonymous";r=4;/);
  });

  it('are sent by the record kinds made from definitions too, on both doors', async () => {
    const ip = '10.80.0.4';
    const bearer = { authorization: `Bearer ${secret}` };
    for (const url of ['/api/admin/redirects', '/api/admin/faq-entries?first=1', '/api/admin/site-settings']) {
      const answer = await server.app.inject({ method: 'GET', url, remoteAddress: ip, headers: bearer });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['ratelimit-policy'], url).toBe('"token";q=8;w=16');
      expect(answer.headers.ratelimit, url).toMatch(/^"token";r=\d+;t=\d+$/);
    }
    const graphql = await server.app.inject({
      method: 'POST',
      url: '/graphql',
      remoteAddress: ip,
      headers: { 'content-type': 'application/json', ...bearer },
      payload: { query: '{ redirects { totalCount } faqEntries(first: 1) { totalCount } siteSettings { siteName } }' },
    });
    expect(graphql.json().errors).toBeUndefined();
    expect(graphql.headers['ratelimit-policy']).toBe('"token";q=8;w=16');
  });

  it('may be read by a page of an allowed origin, with the ETag', async () => {
    const answer = await server.app.inject({
      method: 'GET',
      url: `/graphql?query=${encodeURIComponent(publicQuery)}`,
      remoteAddress: '10.80.0.3',
      headers: { origin: 'https://app.example' },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['access-control-allow-origin']).toBe('https://app.example');
    const exposed = String(answer.headers['access-control-expose-headers'])
      .split(',')
      .map((name) => name.trim().toLowerCase());
    expect(exposed).toEqual(expect.arrayContaining(['etag', 'ratelimit', 'ratelimit-policy', 'retry-after']));
    expect(answer.headers.ratelimit).toMatch(/^"anonymous";r=4;/);
  });

  it('say a token bucket as quota, window, remaining and time to full', () => {
    const budget = new RequestBudget({ capacity: 120, refillPerSecond: 2 });
    budget.take('a', 0);
    budget.take('a', 0);
    // A quarter second later 118.5, then 117.5 after this one: 117 whole requests, and 2.5 missing fill in 1.25 s, said as 2.
    expect(rateLimitHeaders(budget.take('a', 250))).toEqual({ 'RateLimit-Policy': '"anonymous";q=120;w=60', RateLimit: '"anonymous";r=117;t=2' });
  });
});
