/**
 * Browser-side attacks: cross-site request forgery against both doors, the session
 * cookie's flags in development and production, and stored XSS payloads travelling through the API as
 * inert data. (Escaping them into HTML is the renderer's job and is tested with the web app.)
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../http/app.ts';
import { sessionAbsoluteMs } from '../auth/sessions.ts';
import { seedCatalogue } from '../db/seed.ts';
import { Page } from '../records/page/page.ts';
import { adminPassword, testServer, type TestServer } from '../test/server.ts';
import { crossSiteGuard, isCrossSite } from './cross-site-guard.ts';

let server: TestServer;
let cookie: string;

beforeAll(async () => {
  server = await testServer();
  cookie = await server.signIn();
});

afterAll(async () => {
  await server?.close();
});

const pageCount = () => server.em().count(Page, {});
const createPage = (slug: string) => JSON.stringify({ query: `mutation { createPage(input: { pageSlug: "${slug}", title: "Forged" }) { pageSlug } }` });

describe('cross-site request forgery', () => {
  it('refuses GraphQL form posts (text/plain, urlencoded, multipart) even with a live session cookie and no Origin', async () => {
    const before = await pageCount();
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'text/plain; charset=utf-8']) {
      const response = await server.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': type, cookie },
        payload: createPage(`csrf-${type.length}`),
      });
      expect(response.statusCode, type).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, type).toBeLessThan(500);
    }
    expect(await pageCount()).toBe(before);
  });

  it('refuses a GraphQL GET without a preflight header (a cross-site link or image), so it can neither read nor write', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: `/graphql?query=${encodeURIComponent('{ pages { nodes { title } } }')}`,
      headers: { cookie },
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toContain('"pages"');
  });

  it('refuses REST form posts: a body that is not JSON never becomes a record', async () => {
    const before = await pageCount();
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/admin/content/pages',
        headers: { 'content-type': type, cookie },
        payload: JSON.stringify({ pageSlug: 'csrf-rest', title: 'Forged' }),
      });
      expect(response.statusCode, type).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, type).toBeLessThan(500);
    }
    expect(await pageCount()).toBe(before);
  });

  it('refuses JSON posts, puts and deletes from a foreign or opaque Origin on both doors with 403', async () => {
    const before = await pageCount();
    const attempts = [
      { method: 'POST', url: '/graphql', payload: createPage('csrf-origin') },
      { method: 'POST', url: '/api/admin/content/pages', payload: JSON.stringify({ pageSlug: 'csrf-origin', title: 'Forged' }) },
      { method: 'PUT', url: '/api/admin/content/pages/home', payload: JSON.stringify({ title: 'Forged' }) },
      { method: 'DELETE', url: '/api/admin/content/pages/home', payload: undefined },
      { method: 'POST', url: '/api/admin/logout', payload: undefined },
      { method: 'POST', url: '/api/admin/login', payload: JSON.stringify({ username: 'admin', password: adminPassword }) },
    ] as const;
    for (const origin of ['https://evil.example', 'null', 'http://localhost.evil.example', 'http://localhost:3001', 'file://', 'chrome-extension://abc']) {
      for (const attempt of attempts) {
        const response = await server.app.inject({
          method: attempt.method,
          url: attempt.url,
          headers: { host: 'localhost:3000', origin, cookie, ...(attempt.payload ? { 'content-type': 'application/json' } : {}) },
          payload: attempt.payload,
        });
        expect(response.statusCode, `${attempt.method} ${attempt.url} from ${origin}`).toBe(403);
        expect(response.headers['set-cookie'], `${attempt.method} ${attempt.url} from ${origin}`).toBeUndefined();
      }
    }
    expect(await pageCount()).toBe(before);
    expect(await server.graphql('{ me { username } }', {}, cookie)).toEqual({ data: { me: { username: 'admin' } } });
  });

  it('refuses a malformed Origin with 403 (not 500)', async () => {
    for (const origin of ['https://localhost:3000.evil.example', 'http://[::1', '::::']) {
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/admin/logout',
        headers: { host: 'localhost:3000', origin, cookie },
      });
      expect(response.statusCode, origin).toBe(403);
    }
  });

  it('crossSiteGuard refuses malformed, opaque and foreign Origins and REST form bodies, and lets the site through', async () => {
    const app = Fastify();
    app.addHook('onRequest', crossSiteGuard);
    app.post('/api/admin/logout', async () => ({ success: true }));
    app.post('/graphql', async () => ({ data: {} }));
    app.get('/api/admin/profile', async () => ({ username: 'admin' }));
    app.addContentTypeParser(['application/x-www-form-urlencoded', 'multipart/form-data'], { parseAs: 'string' }, (_request, body, done) => done(null, body));
    const send = (url: string, headers: Record<string, string>, payload?: string, method: 'GET' | 'POST' = 'POST') =>
      app.inject({ method, url, headers: { host: 'localhost:3000', ...headers }, payload });
    try {
      for (const origin of ['https://localhost:3000.evil.example', 'http://[::1', '::::', 'null', 'https://evil.example', 'file://', 'http://localhost:3001']) {
        expect((await send('/api/admin/logout', { origin })).statusCode, origin).toBe(403);
        expect((await send('/graphql', { origin, 'content-type': 'application/json' }, '{}')).statusCode, origin).toBe(403);
      }
      for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
        expect((await send('/api/admin/logout', { 'content-type': type }, 'a=b')).statusCode, type).toBe(415);
      }
      expect((await send('/api/admin/logout', { origin: 'http://localhost:3000', 'content-type': 'application/json; charset=utf-8' }, '{}')).statusCode).toBe(
        200,
      );
      expect((await send('/api/admin/logout', {})).statusCode).toBe(200);
      expect((await send('/api/admin/profile', { origin: 'https://evil.example' }, undefined, 'GET')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
    expect(isCrossSite(undefined, 'localhost:3000')).toBe(false);
    expect(isCrossSite('http://LOCALHOST:3000', 'localhost:3000')).toBe(false);
    expect(isCrossSite('http://localhost:3000', undefined)).toBe(true);
  });

  it('accepts the same requests from the site itself', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { host: 'localhost:3000', origin: 'http://localhost:3000', cookie, 'content-type': 'application/json' },
      payload: createPage('same-origin'),
    });
    expect(response.json()).toEqual({ data: { createPage: { pageSlug: 'same-origin' } } });
  });
});

describe('the session cookie', () => {
  const flagsOf = (setCookie: unknown) =>
    String(Array.isArray(setCookie) ? setCookie[0] : setCookie)
      .split(';')
      .map((part) => part.trim());

  async function loginThrough(app: FastifyInstance, door: 'graphql' | 'rest') {
    return door === 'rest'
      ? app.inject({ method: 'POST', url: '/api/admin/login', remoteAddress: '10.40.0.1', payload: { username: 'admin', password: adminPassword } })
      : app.inject({
          method: 'POST',
          url: '/graphql',
          remoteAddress: '10.40.0.1',
          payload: {
            query: 'mutation($u: String!, $p: String!) { login(username: $u, password: $p) { success } }',
            variables: { u: 'admin', p: adminPassword },
          },
        });
  }

  it('is HttpOnly, SameSite=Lax, Path=/, not Secure in development, and expires with the session, through either door', async () => {
    for (const door of ['graphql', 'rest'] as const) {
      const response = await loginThrough(server.app, door);
      const flags = flagsOf(response.headers['set-cookie']);
      expect(flags[0]).toMatch(/^sid=[A-Za-z0-9_-]{43}$/);
      expect(flags).toContain('HttpOnly');
      expect(flags).toContain('SameSite=Lax');
      expect(flags).toContain('Path=/');
      expect(flags).not.toContain('Secure');
      const expires = Date.parse(flags.find((flag) => flag.startsWith('Expires='))!.slice('Expires='.length));
      expect(expires - Date.now()).toBeLessThanOrEqual(sessionAbsoluteMs);
      expect(expires - Date.now()).toBeGreaterThan(sessionAbsoluteMs - 60_000);
      // The cookie is never readable from the answer body.
      expect(response.body).not.toContain(flags[0]!.slice(4));
    }
  });

  it('is also Secure in production, on sign-in and on sign-out', async () => {
    const webDist = await mkdtemp(join(tmpdir(), 'web-dist-'));
    await writeFile(join(webDist, 'index.html'), '<!doctype html>');
    const production = await buildApp({ webDist, orm: server.database.orm, production: true });
    try {
      for (const door of ['graphql', 'rest'] as const) {
        const response = await loginThrough(production, door);
        const flags = flagsOf(response.headers['set-cookie']);
        expect(flags).toEqual(expect.arrayContaining(['HttpOnly', 'SameSite=Lax', 'Secure', 'Path=/']));
        const out = await production.inject({ method: 'POST', url: '/api/admin/logout', headers: { cookie: flags[0]! } });
        expect(flagsOf(out.headers['set-cookie'])).toEqual(expect.arrayContaining(['HttpOnly', 'SameSite=Lax', 'Secure']));
      }
      // Production answers hide internals just the same.
      const bad = await production.inject({ method: 'POST', url: '/graphql', payload: { query: '{ nope }' } });
      expect(bad.body).not.toMatch(/stacktrace|\.ts:\d+/);
    } finally {
      await production.close();
      await rm(webDist, { recursive: true, force: true });
    }
  });

  it('ignores a session id planted before sign-in (session fixation)', async () => {
    const planted = 'sid=planted-by-an-attacker-0123456789abcdefghijklmno';
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      remoteAddress: '10.40.0.2',
      headers: { cookie: planted },
      payload: { username: 'admin', password: adminPassword },
    });
    expect(flagsOf(response.headers['set-cookie'])[0]).not.toBe(planted);
    expect(await server.graphql('{ me { username } }', {}, planted)).toEqual({ data: { me: null } });
  });
});

describe('stored XSS payloads stay data', () => {
  const payloads = [
    '"><script>alert(1)</script>',
    '</script><script>alert(document.cookie)</script>',
    "'-alert(1)-'",
    '<img src=x onerror=alert(1)>',
    '{{7*7}}',
  ];
  const text = payloads.join(' | ');
  // As GraphQL takes it (each block as its oneOf input) and answers it (each block with its type).
  const content = { sections: [{ heading: text, blocks: [{ paragraph: { text } }, { list: { items: payloads } }] }] };
  const contentAnswer = {
    sections: [
      {
        heading: text,
        blocks: [
          { __typename: 'ParagraphBlock', type: 'paragraph', text },
          { __typename: 'ListBlock', type: 'list', items: payloads },
        ],
      },
    ],
  };

  it('come back from both doors exactly as stored, as JSON, for pages, SEO meta and calculators', async () => {
    const creations = [
      ['createPage(input: $i) { title description }', 'PageInput', { pageSlug: 'xss-page', title: text, description: text, content, isPublished: true }],
      [
        'createSeoMeta(input: $i) { metaTitle metaDescription metaKeywords ogTitle structuredData { name } }',
        'SeoMetaInput',
        { pageSlug: 'xss-page', metaTitle: text, metaDescription: text, metaKeywords: text, ogTitle: text, structuredData: { type: 'WebPage', name: text } },
      ],
      [
        'createCalculator(input: $i) { title description features howItWorks { steps formula } }',
        'CalculatorInput',
        {
          calculatorSlug: 'xss-calculator',
          title: text,
          description: text,
          features: payloads,
          howItWorks: { steps: payloads, formula: text, uses: payloads, bestPractices: payloads },
        },
      ],
    ] as const;
    for (const [field, type, input] of creations) {
      const created = await server.graphql(`mutation($i: ${type}!) { ${field} }`, { i: input }, cookie);
      expect(created.errors, field).toBeUndefined();
    }

    // Visitors read only the catalogue's pages: the same payloads in a public page, its SEO and its calculator.
    await seedCatalogue(server.em());
    // One change a request: three record writes together would start more statements than one request may.
    for (const [mutation, input] of [
      ['updatePage(pageSlug: "dunk-calculator", input: $i)', { title: text, content }],
      ['updateSeoMeta(pageSlug: "dunk-calculator", input: $i)', { metaTitle: text, structuredData: { type: 'WebPage', name: text } }],
      ['updateCalculator(calculatorSlug: "dunk-calculator", input: $i)', { features: payloads }],
    ] as const) {
      const type = mutation.startsWith('updatePage') ? 'PageInput' : mutation.startsWith('updateSeoMeta') ? 'SeoMetaInput' : 'CalculatorInput';
      const edited = await server.graphql(`mutation($i: ${type}!) { ${mutation} { version } }`, { i: input }, cookie);
      expect(edited.errors, mutation).toBeUndefined();
    }
    const publicAnswer = await server.app.inject({
      method: 'POST',
      url: '/graphql',
      payload: {
        query:
          '{ publishedPage(pageSlug: "dunk-calculator") { pageSlug title content { sections { heading blocks { __typename ... on ParagraphBlock { type text } ... on ListBlock { type items } } } } } publicSeoMeta(pageSlug: "dunk-calculator") { metaTitle structuredData { name } } activeCalculator(calculatorSlug: "dunk-calculator") { features } }',
      },
    });
    expect(publicAnswer.headers['content-type']).toMatch(/^application\/(graphql-response\+)?json/);
    const data = publicAnswer.json().data;
    expect(data.publishedPage).toEqual({ pageSlug: 'dunk-calculator', title: text, content: contentAnswer });
    expect(data.publicSeoMeta).toEqual({ metaTitle: text, structuredData: { name: text } });
    expect(data.activeCalculator.features).toEqual(payloads);

    for (const [url, field] of [
      ['/api/admin/content/pages/xss-page', 'title'],
      ['/api/admin/seo/xss-page', 'metaTitle'],
      ['/api/admin/calculators/xss-calculator', 'description'],
    ] as const) {
      const response = await server.rest('GET', url, undefined, cookie);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.body).toMatchObject({ [field]: text });
    }
  });

  it('never echo a hostile slug in an error, which is JSON, a type no browser renders as a page', async () => {
    const response = await server.rest('GET', `/api/admin/seo/${encodeURIComponent('<script>alert(1)</script>')}`, undefined, cookie);
    expect(response.status).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.body).toEqual({ code: 'NOT_FOUND', message: 'No SEO meta record with the slug (not a valid slug).' });
  });
});
