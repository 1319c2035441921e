/**
 * One error envelope (issue 26, item 6; D16): every error an HTTP client can meet is JSON
 * `{ code, message, fields? }` (GraphQL's error shape under /graphql), with 405 and Allow, 201 and
 * Location, unknown body fields refused, Retry-After on every rate limit, and a JSON content type
 * with an empty body taken as no body.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Page } from '../records/page/page.entity.ts';
import { seedCatalogue } from '../db/seed.ts';
import { adminPassword, testServer, type TestServer } from '../test/server.ts';
import { bodyLimitBytes } from '../http/app.ts';

let server: TestServer;
let cookie: string;

beforeAll(async () => {
  server = await testServer();
  await seedCatalogue(server.em());
  cookie = await server.signIn('rest');
});

afterAll(async () => {
  await server?.close();
});

const json = { 'content-type': 'application/json' };

describe('the REST envelope', () => {
  it('carries the code, the message and, for bad input, every field', async () => {
    const response = await server.rest('POST', '/api/admin/calculators', { calculatorSlug: 'Bad Slug', title: '' }, cookie);
    expect(response.status).toBe(400);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.body).toEqual({
      code: 'BAD_USER_INPUT',
      message: expect.stringMatching(/^Invalid input\. /),
      fields: { calculatorSlug: expect.any(String), title: 'is required' },
    });
    expect(await server.rest('GET', '/api/admin/calculators/no-such-calculator', undefined, cookie)).toMatchObject({
      status: 404,
      body: { code: 'NOT_FOUND', message: 'No calculator with the slug "no-such-calculator".' },
    });
  });

  it('covers a body that is not JSON, too large, or of another media type', async () => {
    const broken = await server.app.inject({ method: 'POST', url: '/api/admin/login', headers: json, payload: '{"username": ' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ code: 'BAD_REQUEST', message: expect.stringMatching(/^The request body is not valid JSON/) });
    const large = await server.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: json,
      payload: JSON.stringify({ username: 'x'.repeat(bodyLimitBytes) }),
    });
    expect(large.statusCode).toBe(413);
    expect(large.json()).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large.' });
    const form = await server.app.inject({ method: 'POST', url: '/api/admin/login', headers: { 'content-type': 'text/plain' }, payload: 'username=admin' });
    expect(form.statusCode).toBe(415);
    expect(form.json()).toEqual({ code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Send the request body as application/json.' });
    const xml = await server.app.inject({ method: 'PUT', url: '/api/admin/seo/home', headers: { 'content-type': 'application/xml', cookie }, payload: '<a/>' });
    expect(xml.statusCode).toBe(415);
    expect(xml.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('covers the cross-site guard and unknown addresses', async () => {
    const forged = await server.app.inject({ method: 'POST', url: '/api/admin/logout', headers: { origin: 'https://evil.example', host: 'localhost:3000' } });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toEqual({ code: 'FORBIDDEN', message: 'Cross-site requests are not allowed.' });
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const unknown = await server.app.inject({ method, url: '/api/admin/nothing-here' });
      expect(unknown.statusCode, method).toBe(404);
      expect(unknown.json(), method).toEqual({ code: 'NOT_FOUND', message: `Nothing answers ${method} /api/admin/nothing-here.` });
    }
  });

  it('answers a method an address does not take with 405 and Allow, and OPTIONS with Allow', async () => {
    const patch = await server.app.inject({ method: 'PATCH', url: '/api/admin/seo/home', headers: { cookie } });
    expect(patch.statusCode).toBe(405);
    expect(patch.headers.allow).toBe('DELETE, GET, HEAD, OPTIONS, PUT');
    expect(patch.json()).toEqual({ code: 'METHOD_NOT_ALLOWED', message: 'PATCH is not allowed here; use GET or PUT or DELETE.' });
    const getLogin = await server.app.inject({ method: 'GET', url: '/api/admin/login' });
    expect(getLogin.statusCode).toBe(405);
    expect(getLogin.headers.allow).toBe('OPTIONS, POST');
    const options = await server.app.inject({ method: 'OPTIONS', url: '/api/admin/calculators' });
    expect(options.statusCode).toBe(204);
    expect(options.headers.allow).toBe('GET, HEAD, OPTIONS, POST');
    const graphqlPut = await server.app.inject({ method: 'PUT', url: '/graphql', headers: json, payload: '{}' });
    expect(graphqlPut.statusCode).toBe(405);
    expect(graphqlPut.headers.allow).toBe('GET, HEAD, OPTIONS, POST');
    expect(graphqlPut.json()).toEqual({
      errors: [{ message: 'PUT is not allowed here; use GET or POST or OPTIONS.', extensions: { code: 'METHOD_NOT_ALLOWED' } }],
    });
  });

  it('answers 201 with the Location of the new record, which answers it', async () => {
    const created = await server.rest('POST', '/api/admin/content/pages', { pageSlug: 'located-page', title: 'Located' }, cookie);
    expect(created.status).toBe(201);
    expect(created.headers.location).toBe('/api/admin/content/pages/located-page');
    const read = await server.rest('GET', String(created.headers.location), undefined, cookie);
    expect(read.body).toMatchObject({ pageSlug: 'located-page', title: 'Located' });
  });

  it('refuses a body field the record does not have, as GraphQL refuses an unknown input field', async () => {
    const response = await server.rest('PUT', '/api/admin/content/pages/terms', { title: 'Terms', isPublsihed: true }, cookie);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'BAD_USER_INPUT', fields: { isPublsihed: expect.stringMatching(/^is not a field of a page record/) } });
    expect((await server.em().findOneOrFail(Page, { pageSlug: 'terms' })).title).not.toBe('Terms');
    const graphql = await server.graphql('mutation { updatePage(pageSlug: "terms", input: { title: "Terms", isPublsihed: true }) { title } }', {}, cookie);
    expect(graphql.errors?.[0]?.message).toMatch(/isPublsihed/);
    const login = await server.rest('POST', '/api/admin/login', { username: 'admin', password: 'x', remember: true });
    expect(login.body).toMatchObject({ code: 'BAD_USER_INPUT', fields: { remember: expect.any(String) } });
  });

  it('takes a JSON content type with an empty body as no body: DELETE and sign-out work', async () => {
    await server.rest('POST', '/api/admin/content/pages', { pageSlug: 'empty-body-page', title: 'Gone soon' }, cookie);
    const removed = await server.app.inject({ method: 'DELETE', url: '/api/admin/content/pages/empty-body-page', headers: { ...json, cookie }, payload: '' });
    expect(removed.statusCode).toBe(200);
    const own = await server.signIn('rest');
    const logout = await server.app.inject({ method: 'POST', url: '/api/admin/logout', headers: { ...json, cookie: own }, payload: '' });
    expect(logout.statusCode).toBe(200);
    expect((await server.rest('GET', '/api/admin/profile', undefined, own)).status).toBe(401);
  });
});

describe('the GraphQL door', () => {
  it('gives a body that is not JSON the GraphQL error shape', async () => {
    const response = await server.app.inject({ method: 'POST', url: '/graphql', headers: json, payload: '{"query": ' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errors: [{ message: expect.stringMatching(/^The request body is not valid JSON/), extensions: { code: 'BAD_REQUEST' } }],
    });
  });

  it('names the variable in fields when a variable does not fit its type', async () => {
    const answer = await server.graphql('query($c: CalculatorCategory) { activeCalculators(category: $c) { sortOrder } }', { c: 7 });
    expect(answer.errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { c: expect.stringMatching(/^Variable "\$c" got invalid value 7/) },
    });
  });
});

describe('Retry-After', () => {
  it('comes with every RATE_LIMITED answer of the anonymous budget and of a token budget, on both doors (the sign-in throttle: brute-force tests)', async () => {
    const tight = await testServer({
      database: server.database,
      anonymousBudget: { capacity: 1, refillPerSecond: 0.01 },
      tokenBudget: { capacity: 1, refillPerSecond: 0.01 },
    });
    try {
      const check = (response: { statusCode: number; headers: Record<string, unknown> }, what: string) => {
        expect(response.statusCode, what).toBe(429);
        expect(Number(response.headers['retry-after']), what).toBeGreaterThan(0);
      };
      // The anonymous budget: one request, then refusals on both doors.
      await tight.app.inject({ method: 'GET', url: '/api/admin/profile' });
      check(await tight.app.inject({ method: 'GET', url: '/api/admin/profile' }), 'REST, anonymous');
      const graphql = await tight.app.inject({ method: 'POST', url: '/graphql', headers: json, payload: { query: '{ __typename }' } });
      check(graphql, 'GraphQL, anonymous');
      expect(graphql.json().errors[0].extensions.code).toBe('RATE_LIMITED');
      // A token's own budget.
      const created = await server.graphql(
        'mutation($p: String!) { createApiToken(name: "budget", scope: read, currentPassword: $p) { secret } }',
        { p: adminPassword },
        await server.signIn(),
      );
      const secret = (created.data?.createApiToken as { secret: string }).secret;
      const withToken = { authorization: `Bearer ${secret}` };
      await tight.app.inject({ method: 'GET', url: '/api/admin/profile', headers: withToken });
      check(await tight.app.inject({ method: 'GET', url: '/api/admin/profile', headers: withToken }), 'REST, token');
      check(
        await tight.app.inject({ method: 'POST', url: '/graphql', headers: { ...json, ...withToken }, payload: { query: '{ me { username } }' } }),
        'GraphQL, token',
      );
    } finally {
      await tight.close();
    }
  });
});
