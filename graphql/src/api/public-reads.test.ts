/**
 * Public reads over GET: a plain GET works without a custom header, answers
 * Cache-Control public with an ETag and 304, and is readable from the origins in CORS_ORIGINS; an
 * admin operation never gets CORS, and a GET a page could forge never runs signed in.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCorsOrigins } from '../config.ts';
import { seedCatalogue } from '../db/seed.ts';
import { testServer, type TestServer } from '../test/server.ts';
import { publicMaxAgeSeconds } from './public-reads.ts';

const listed = 'https://app.example';
let server: TestServer;
let anyOrigin: TestServer;
let noOrigins: TestServer;
let cookie: string;

beforeAll(async () => {
  server = await testServer({ corsOrigins: [listed, 'http://localhost:5173'] });
  await seedCatalogue(server.em());
  cookie = await server.signIn();
  anyOrigin = await testServer({ corsOrigins: '*', database: server.database });
  noOrigins = await testServer({ database: server.database });
});

afterAll(async () => {
  await anyOrigin?.close();
  await noOrigins?.close();
  await server?.close();
});

const get = (query: string, headers: Record<string, string> = {}, on = server) =>
  on.app.inject({ method: 'GET', url: `/graphql?query=${encodeURIComponent(query)}`, headers });

const publicQuery = '{ activeCalculators(category: general) { nodes { calculatorSlug } } }';

describe('a plain GET of a public query', () => {
  it('answers without any custom header, cacheable by anyone, with an ETag that gives 304', async () => {
    const response = await get(publicQuery);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.activeCalculators.nodes).toHaveLength(6);
    expect(response.headers['cache-control']).toBe(`public, max-age=${publicMaxAgeSeconds}`);
    // Weak, and varying by encoding: the bytes depend on the compression chosen on the way out.
    const etag = String(response.headers.etag);
    expect(etag).toMatch(/^W\/"[\w-]{27}"$/);
    expect(response.headers.vary).toMatch(/Accept-Encoding/);
    const large = '{ activeCalculators { nodes { calculatorSlug title description features } } }';
    const plain = await get(large);
    const compressed = await get(large, { 'accept-encoding': 'gzip' });
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(compressed.headers.etag).toMatch(/^W\//);
    expect(compressed.headers.etag).toBe(plain.headers.etag);
    expect(String(compressed.headers.vary)).toMatch(/accept-encoding/i);
    expect(String(plain.headers.vary)).toMatch(/accept-encoding/i);
    // The same answer has the same ETag (on every instance: it is the answer's hash).
    expect((await get(publicQuery, {}, noOrigins)).headers.etag).toBe(etag);
    const cached = await get(publicQuery, { 'if-none-match': etag });
    expect(cached.statusCode).toBe(304);
    expect(cached.body).toBe('');
    // A different answer has a different ETag.
    expect((await get('{ activeCalculators(category: education) { nodes { calculatorSlug } } }')).headers.etag).not.toBe(etag);
  });

  it('works for every public query and introspection', async () => {
    for (const query of [
      '{ publishedPages { nodes { pageSlug } } }',
      '{ publicSeoMeta(pageSlug: "home") { metaTitle } }',
      '{ __schema { queryType { name } } }',
    ]) {
      const response = await get(query);
      expect(response.statusCode, query).toBe(200);
      expect(response.json().errors, query).toBeUndefined();
      expect(response.headers['cache-control'], query).toMatch(/^public/);
    }
  });

  it('is never cacheable when it fails, or when it is sent with POST', async () => {
    const failed = await get('{ activeCalculators(first: 0) { nodes { calculatorSlug } } }');
    expect(failed.json().errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(failed.headers['cache-control']).toBe('no-store');
    expect(failed.headers.etag).toBeUndefined();
    const posted = await server.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: { query: publicQuery },
    });
    expect(posted.headers['cache-control']).toBe('no-store');
  });
});

describe('a GET a page could send from another site (no preflight)', () => {
  it('runs signed out, so an admin query is refused with 400 saying how to send it, even with the session cookie', async () => {
    for (const query of ['{ pages { nodes { title } } }', '{ me { username } }', '{ activeCalculators { nodes { title } } dashboardStats { totalPages } }']) {
      const response = await get(query, { cookie });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().errors[0].extensions.code).toBe('BAD_REQUEST');
      expect(response.json().errors[0].message).toMatch(/Send this operation with POST/);
    }
  });

  it('runs signed in with a preflight header, a JSON content type or a token, and is then private', async () => {
    for (const headers of [{ 'apollo-require-preflight': 'true' }, { 'content-type': 'application/json' }] as Record<string, string>[]) {
      const response = await get('{ me { username } }', { cookie, ...headers });
      expect(response.json()).toEqual({ data: { me: { username: 'admin' } } });
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });
});

describe('CORS', () => {
  it('lets a listed origin read public queries, never with credentials', async () => {
    const response = await get(publicQuery, { origin: listed });
    expect(response.headers['access-control-allow-origin']).toBe(listed);
    expect(response.headers.vary).toMatch(/Origin/);
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    const other = await get(publicQuery, { origin: 'https://evil.example' });
    expect(other.statusCode).toBe(200);
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers a preflight for a listed origin with GET only, and none for others', async () => {
    const preflight = await server.app.inject({
      method: 'OPTIONS',
      url: '/graphql',
      headers: { origin: listed, 'access-control-request-method': 'GET', 'access-control-request-headers': 'content-type' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(listed);
    expect(preflight.headers['access-control-allow-methods']).toBe('GET');
    expect(String(preflight.headers['access-control-allow-headers'])).not.toMatch(/authorization|cookie/i);
    expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();
    const other = await server.app.inject({
      method: 'OPTIONS',
      url: '/graphql',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('never lets another origin read an admin operation, signed in or not, whatever CORS_ORIGINS says', async () => {
    for (const on of [server, anyOrigin]) {
      const admin = await get('{ pages { nodes { title } } }', { origin: listed, cookie, 'apollo-require-preflight': 'true' }, on);
      expect(admin.json().data.pages.nodes.length).toBeGreaterThan(0);
      expect(admin.headers['access-control-allow-origin']).toBeUndefined();
      const mixed = await get('{ activeCalculators { nodes { title } } me { username } }', { origin: listed, cookie, 'content-type': 'application/json' }, on);
      expect(mixed.headers['access-control-allow-origin']).toBeUndefined();
    }
  });

  it('gives * to every origin for public reads when CORS_ORIGINS is *, and nothing by default', async () => {
    expect((await get(publicQuery, { origin: 'https://anyone.example' }, anyOrigin)).headers['access-control-allow-origin']).toBe('*');
    expect((await get(publicQuery, { origin: listed }, noOrigins)).headers['access-control-allow-origin']).toBeUndefined();
  });

  it('reads CORS_ORIGINS as none, *, or a list of origins, and stops the start on anything else', () => {
    expect(parseCorsOrigins(undefined)).toEqual([]);
    expect(parseCorsOrigins(' ')).toEqual([]);
    expect(parseCorsOrigins('*')).toBe('*');
    expect(parseCorsOrigins('https://a.example, http://localhost:5173')).toEqual(['https://a.example', 'http://localhost:5173']);
    expect(parseCorsOrigins('https://A.example/')).toEqual(['https://a.example']);
    for (const wrong of ['https://a.example/path', 'a.example', 'ftp://a.example', 'https://a.example,*']) {
      expect(() => parseCorsOrigins(wrong), wrong).toThrow(/CORS_ORIGINS/);
    }
  });
});
