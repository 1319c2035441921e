/**
 * One error envelope (D16): every error an HTTP client can meet is JSON
 * `{ code, message, fields? }` (GraphQL's error shape under /graphql), with 405 and Allow, 201 and
 * Location, unknown body fields refused, Retry-After on every rate limit, and a JSON content type
 * with an empty body taken as no body.
 */
import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Page } from '../records/page/page.ts';
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
      expect(unknown.json(), method).toEqual({ code: 'NOT_FOUND', message: `Nothing answers ${method} at this address.` });
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
    const answer = await server.graphql('query($c: CalculatorCategory) { activeCalculators(category: $c) { nodes { sortOrder } } }', { c: 7 });
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
      // From an address whose anonymous budget is whole: the token's own budget is what refuses.
      const remoteAddress = '10.0.0.77';
      expect((await tight.app.inject({ method: 'GET', url: '/api/admin/profile', headers: withToken, remoteAddress })).statusCode).toBe(200);
      const rest = await tight.app.inject({ method: 'GET', url: '/api/admin/profile', headers: withToken, remoteAddress });
      check(rest, 'REST, token');
      expect(rest.json().message).toMatch(/^Too many requests with this API token/);
      check(
        await tight.app.inject({
          method: 'POST',
          url: '/graphql',
          headers: { ...json, ...withToken },
          payload: { query: '{ me { username } }' },
          remoteAddress,
        }),
        'GraphQL, token',
      );
    } finally {
      await tight.close();
    }
  });
});

describe('answers that never repeat the request', () => {
  let origin: { host: string; port: number };

  beforeAll(async () => {
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    origin = { host: '127.0.0.1', port: (server.app.server.address() as AddressInfo).port };
  });

  /** Sends raw bytes on a connection of its own and reads the answer until the server ends it. */
  function raw(text: string): Promise<{ status: number; headers: string; body: string }> {
    return new Promise((resolve, reject) => {
      const socket = connect(origin, () => socket.end(text));
      let received = '';
      socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
      socket.on('error', reject);
      socket.on('close', () => {
        const [head = '', ...rest] = received.split('\r\n\r\n');
        resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]), headers: head, body: rest.join('\r\n\r\n') });
      });
    });
  }

  const marker = 'ECHO-ME-BACK-';
  const long = marker.repeat(400);

  it('answers a path Fastify cannot decode (FST_ERR_BAD_URL) with 400 in the envelope, not repeating it', async () => {
    for (const path of [`/%zz${long}`, `/api/admin/calculators/%E0%A4%${long}`]) {
      const answer = await server.app.inject({ method: 'GET', url: path });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ code: 'BAD_REQUEST', message: 'The address is not valid: it has a malformed percent-escape.' });
    }
    const graphql = await server.app.inject({ method: 'GET', url: `/graphql/%zz${long}` });
    expect(graphql.json()).toEqual({
      errors: [{ message: 'The address is not valid: it has a malformed percent-escape.', extensions: { code: 'BAD_REQUEST' } }],
    });
  });

  it('answers headers too large with 431, a request that is not HTTP with 400, both in the envelope', async () => {
    const large = await raw(`GET /percentage-calculator HTTP/1.1\r\nHost: x\r\nX-Filler: ${'a'.repeat(20_000)}${marker}\r\n\r\n`);
    expect(large.status).toBe(431);
    expect(large.headers).toMatch(/content-type: application\/json; charset=utf-8/i);
    expect(JSON.parse(large.body)).toEqual({ code: 'HEADERS_TOO_LARGE', message: 'The request headers (the address and cookies included) are too large.' });
    const garbage = await raw(`${marker} not http at all\r\n\r\n`);
    expect(garbage.status).toBe(400);
    expect(JSON.parse(garbage.body)).toEqual({ code: 'BAD_REQUEST', message: 'The request could not be read as HTTP.' });
    // The server still answers.
    expect((await server.app.inject('/healthz')).statusCode).toBe(200);
  });

  it('names no address in a 404, no piece of a body that is not JSON, no long name or slug sent', async () => {
    const answers = [
      await server.app.inject({ method: 'GET', url: `/api/${long}` }),
      await server.app.inject({ method: 'POST', url: `/api/admin/${long}`, headers: json, payload: '{}' }),
      await server.app.inject({ method: 'POST', url: '/api/admin/login', headers: json, payload: `{"username": ${marker}}` }),
      await server.app.inject({ method: 'POST', url: '/graphql', headers: json, payload: `{"query": ${marker}}` }),
      await server.app.inject({ method: 'POST', url: '/graphql', headers: json, payload: JSON.stringify({ query: `{ ${long.replaceAll('-', '_')} }` }) }),
      await server.app.inject({ method: 'GET', url: `/api/admin/calculators/${encodeURIComponent(`<b>${marker}`)}`, headers: { cookie } }),
      await server.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { ...json, cookie },
        payload: JSON.stringify({ query: 'query($s: String!) { calculator(calculatorSlug: $s) { title } }', variables: { s: `<b>${long}` } }),
      }),
    ];
    for (const answer of answers) {
      // GraphQL answers an error in a result with 200.
      expect(answer.statusCode >= 400 || 'errors' in answer.json()).toBe(true);
      expect(answer.body).not.toContain(marker);
      expect(answer.body.length).toBeLessThan(600);
    }
    expect(answers[2]!.json()).toEqual({ code: 'BAD_REQUEST', message: 'The request body is not valid JSON.' });
  });
});
