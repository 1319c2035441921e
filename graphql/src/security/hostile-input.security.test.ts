/**
 * Hostile input: property-based fuzzing (fast-check) of every mutation's input and
 * every REST body with wrong types, huge strings, deep and huge JSON, unicode edge cases, prototype
 * pollution keys, SQL and HTML payloads. Never a 5xx, never a stack trace, always a documented code;
 * afterwards the database holds only records its own rules accept. Plus the fixed limits: body size,
 * query depth and cost, batches.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maximumDepth, maximumSelections } from '../api/limits.ts';
import { seededTestServer, type GraphqlAnswer, type TestServer } from '../test/server.ts';
import { documentedCodes, documentedRestStatuses, expectNoInternals, expectOnlyValidRecords, graphqlOperations, recordKinds } from './harness.ts';

let server: TestServer;
let cookie: string;
const runs = { numRuns: 40, seed: 20261121 };

beforeAll(async () => {
  ({ server, cookie } = await seededTestServer());
});

afterAll(async () => {
  await server?.close();
});

const pollutionKeys = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', '__defineGetter__'];
const payloads = [
  "'; drop table page; --",
  "home' or '1'='1",
  '1; select pg_sleep(5)',
  '$1',
  '\\',
  '"><script>alert(1)</script>',
  '</script><script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '{{constructor.constructor("alert(1)")()}}',
  '\u0000',
  'nul\u0000inside',
  '\uD800',
  'lone \uDFFF low',
  '\u202Eevil\u202C',
  '\uFEFFbom',
  'e\u0301\u0301\u0301',
  '𝕏🧮👩🏽‍🚀',
  ' ',
  '\t\n\r',
  '',
  '%00',
  '../../etc/passwd',
  'https://calc.example/x',
  'http://',
];

const hostileString = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...payloads) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.integer({ min: 90, max: 6000 }).map((n) => 'é'.repeat(n)) },
  { weight: 1, arbitrary: fc.integer({ min: 20_000, max: 120_000 }).map((n) => 'x'.repeat(n)) },
);

/** Nested JSON of a chosen depth, built without recursion so any depth is cheap to make. */
const deepJson = fc.tuple(fc.integer({ min: 15, max: 3000 }), fc.boolean()).map(([depth, arrays]) => {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level += 1) value = arrays ? [value] : { a: value };
  return value;
});
const hugeJson = fc.integer({ min: 1000, max: 9000 }).map((n) => Array.from({ length: n }, (_, i) => ({ i, s: 'abcdefgh' })));
const pollutedObject = fc.tuple(fc.constantFrom(...pollutionKeys), fc.jsonValue({ maxDepth: 2 })).map(([key, value]) => {
  const object: Record<string, unknown> = {};
  Object.defineProperty(object, key, { value, enumerable: true, configurable: true, writable: true });
  return { nested: object };
});

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: hostileString },
  { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.double(), fc.constantFrom(0, -1, 2 ** 31, 2 ** 53, 1e308, -0)) },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}, [null], { '': '' }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: deepJson },
  { weight: 1, arbitrary: hugeJson },
  { weight: 1, arbitrary: pollutedObject },
);

const validSlug = fc.stringMatching(/^[a-z0-9]{1,12}(-[a-z0-9]{1,8}){0,2}$/);
const anySlug = fc.oneof({ weight: 3, arbitrary: validSlug }, { weight: 1, arbitrary: hostileString });

const kinds = recordKinds.map((kind) => ({
  ...kind,
  fields: Object.keys(kind.service.rules),
  base: (slug: string): Record<string, unknown> => (kind.name === 'seoMeta' ? { pageSlug: slug, metaTitle: 'T' } : { [kind.slugField]: slug, title: 'T' }),
}));

/** A body: a valid record with up to three fields (or pollution keys) replaced by hostile values. */
const hostileBody = (kind: (typeof kinds)[number]) =>
  fc
    .tuple(validSlug, fc.array(fc.tuple(fc.constantFrom(...kind.fields, ...pollutionKeys, 'version', 'id', 'createdAt'), hostileValue), { maxLength: 3 }))
    .map(([slug, overrides]) => {
      const body = kind.base(`fz-${slug}`);
      for (const [key, value] of overrides) Object.defineProperty(body, key, { value, enumerable: true, configurable: true, writable: true });
      return body;
    });

function expectRestAnswerIsSafe(response: { statusCode: number; body: string; headers: Record<string, unknown> }, what: string): void {
  if (response.statusCode < 300) return;
  expect(documentedRestStatuses.has(response.statusCode), `${what} answered ${response.statusCode}: ${response.body.slice(0, 300)}`).toBe(true);
  expectNoInternals(response.body);
}

function expectGraphqlAnswerIsSafe(statusCode: number, answer: GraphqlAnswer, what: string): void {
  expect(statusCode, `${what}: ${JSON.stringify(answer).slice(0, 300)}`).toBeLessThan(500);
  for (const error of answer.errors ?? []) {
    expect(documentedCodes.has(error.extensions?.code ?? ''), `${what}: ${JSON.stringify(error).slice(0, 300)}`).toBe(true);
  }
  expectNoInternals(JSON.stringify(answer));
}

async function rawGraphql(body: string, headers: Record<string, string> = {}) {
  const response = await server.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', cookie, ...headers },
    payload: body,
  });
  let answer: GraphqlAnswer;
  try {
    answer = response.json() as GraphqlAnswer;
  } catch {
    answer = { errors: [{ message: response.body, extensions: { code: 'BAD_REQUEST' } }] };
  }
  return { statusCode: response.statusCode, answer, text: response.body };
}

describe.each(kinds)('REST bodies for $name records', (kind) => {
  it('creating with hostile bodies: never a 5xx or internals, and what is accepted is valid', async () => {
    await fc.assert(
      fc.asyncProperty(hostileBody(kind), async (body) => {
        const response = await server.app.inject({
          method: 'POST',
          url: kind.rest,
          headers: { 'content-type': 'application/json', cookie },
          payload: JSON.stringify(body),
        });
        expectRestAnswerIsSafe(response, `POST ${kind.rest}`);
      }),
      runs,
    );
  });

  it('updating and reading hostile slugs with hostile bodies', async () => {
    await fc.assert(
      fc.asyncProperty(anySlug, hostileBody(kind), async (slug, body) => {
        const url = `${kind.rest}/${encodeURIComponent(slug)}`;
        for (const method of ['PUT', 'GET', 'DELETE'] as const) {
          const response = await server.app.inject({
            method,
            url: method === 'DELETE' ? `${kind.rest}/${encodeURIComponent(`${slug}-none`)}` : url,
            headers: { cookie, ...(method === 'PUT' ? { 'content-type': 'application/json' } : {}) },
            payload: method === 'PUT' ? JSON.stringify(body) : undefined,
          });
          expectRestAnswerIsSafe(response, `${method} ${url}`);
        }
      }),
      runs,
    );
  });

  it('raw bodies that are not an object, or not JSON at all', async () => {
    const raw = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 200 }),
      fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
      fc.constantFrom('{', '[]', 'null', '"text"', '{"__proto__":{"admin":true}}', '{"constructor":{"prototype":{"admin":true}}}', '{"a":1,"a":2}', '\u0000'),
      fc.integer({ min: 50_000, max: 120_000 }).map((depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`),
    );
    await fc.assert(
      fc.asyncProperty(
        raw,
        fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data'),
        async (payload, type) => {
          const response = await server.app.inject({ method: 'POST', url: kind.rest, headers: { 'content-type': type, cookie }, payload });
          expect(response.statusCode, `${type} ${payload.slice(0, 80)}: ${response.body.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
          expectRestAnswerIsSafe(response, `raw POST ${kind.rest}`);
        },
      ),
      { ...runs, numRuns: 40 },
    );
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });
});

describe.each(kinds)('GraphQL mutations for $name records', (kind) => {
  it('create and update with hostile variables: never a 5xx or internals, always a documented code', async () => {
    const create = `mutation($i: ${kind.gql}Input!) { create${kind.gql}(input: $i) { ${kind.slugField} version } }`;
    const update = `mutation($s: String!, $i: ${kind.gql}Input!) { update${kind.gql}(${kind.slugField}: $s, input: $i) { ${kind.slugField} version } }`;
    await fc.assert(
      fc.asyncProperty(hostileBody(kind), anySlug, async (input, slug) => {
        const created = await rawGraphql(JSON.stringify({ query: create, variables: { i: input } }));
        expectGraphqlAnswerIsSafe(created.statusCode, created.answer, `create${kind.gql}`);
        const updated = await rawGraphql(JSON.stringify({ query: update, variables: { s: slug, i: input } }));
        expectGraphqlAnswerIsSafe(updated.statusCode, updated.answer, `update${kind.gql}`);
      }),
      runs,
    );
  });
});

describe('every other operation with hostile arguments', () => {
  it('each String argument of each operation, fuzzed', async () => {
    const operations = (await graphqlOperations()).filter((operation) => operation.field.args.every((arg) => String(arg.type).replace('!', '') === 'String'));
    expect(operations.length).toBeGreaterThanOrEqual(8);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...operations),
        fc.array(hostileString, { minLength: 3, maxLength: 3 }),
        fc.boolean(),
        async (operation, values, signedIn) => {
          if (operation.name === 'logout' || operation.name.startsWith('delete') || operation.name === 'changePassword') return;
          const args = operation.field.args;
          const declared = args.map((arg, i) => `$a${i}: ${String(arg.type)}`).join(', ');
          const call = args.length ? `${operation.name}(${args.map((arg, i) => `${arg.name}: $a${i}`).join(', ')})` : operation.name;
          const selection = String(operation.field.type).replace(/[[\]!]/g, '') === 'Boolean' ? '' : ' { __typename }';
          const query = `${operation.kind}${declared ? `(${declared})` : ''} { ${call}${selection} }`;
          const variables = Object.fromEntries(args.map((_, i) => [`a${i}`, values[i]]));
          const { statusCode, answer } = await rawGraphql(JSON.stringify({ query, variables }), {
            cookie: signedIn ? cookie : '',
            'x-forwarded-for': `10.77.${values[0]!.length % 250}.${values[1]!.length % 250}`,
          });
          expectGraphqlAnswerIsSafe(statusCode, answer, operation.id);
        },
      ),
      { ...runs, numRuns: 80 },
    );
  });

  it('login, logout and password change over REST with hostile bodies', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/api/admin/login', '/api/admin/password', '/api/admin/logout'),
        fc.dictionary(fc.constantFrom('username', 'password', 'currentPassword', 'newPassword', ...pollutionKeys), hostileValue, { maxKeys: 3 }),
        async (url, body) => {
          // A throwaway session, so a hostile sign-out or password change cannot end the main one.
          const own = url === '/api/admin/login' ? undefined : await server.signIn('rest', '10.66.0.1');
          const response = await server.app.inject({
            method: 'POST',
            url,
            remoteAddress: '10.66.0.2',
            headers: { 'content-type': 'application/json', ...(own ? { cookie: own } : {}) },
            payload: JSON.stringify(body),
          });
          expectRestAnswerIsSafe(response, `POST ${url}`);
        },
      ),
      { ...runs, numRuns: 30 },
    );
  });

  it('garbage documents and inline literals: parse and validation errors, never a 5xx', async () => {
    const documents = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 300 }),
      fc.constantFrom(
        '{',
        'mutation',
        '{ me { ...F } } fragment F on AdminProfile { ...F }',
        'subscription { x }',
        '{ __typename @skip }',
        'query Q { me } query Q { me }',
      ),
      fc
        .integer({ min: 1000, max: 60_000 })
        .map(
          (depth) => `mutation { createPage(input: { pageSlug: "deep", title: "t", content: { a: ${'['.repeat(depth)}${']'.repeat(depth)} } }) { pageSlug } }`,
        ),
      fc.integer({ min: 1000, max: 60_000 }).map((depth) => `{ ${'me {'.repeat(depth)}${'}'.repeat(depth)} }`),
      fc.integer({ min: 160, max: 5000 }).map((n) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: me { username }`).join(' ')} }`),
    );
    await fc.assert(
      fc.asyncProperty(documents, async (query) => {
        const { statusCode, answer } = await rawGraphql(JSON.stringify({ query }));
        expectGraphqlAnswerIsSafe(statusCode, answer, query.slice(0, 60));
        // Over 256 KB, the body limit answers 413 before GraphQL sees the document.
        if (statusCode !== 413) expect(answer.errors?.length ?? 0, query.slice(0, 60)).toBeGreaterThan(0);
      }),
      { ...runs, numRuns: 40 },
    );
  });

  it('leaves only valid records behind, and pollutes no prototype', async () => {
    const checked = await expectOnlyValidRecords(server.em());
    expect(checked).toBeGreaterThan(27 + 36 + 36);
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('nested');
  });
});

describe('fixed limits', () => {
  it('refuses a body over 256 KB with 413 on both doors, before any work', async () => {
    for (const url of ['/graphql', '/api/admin/content/pages', '/api/admin/login']) {
      const response = await server.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json', cookie },
        payload: JSON.stringify({ query: '{ me { username } }', pageSlug: 'big', title: 'x'.repeat(256 * 1024) }),
      });
      expect(response.statusCode, url).toBe(413);
      expectNoInternals(response.body);
    }
    const below = await server.app.inject({
      method: 'POST',
      url: '/api/admin/content/pages',
      headers: { 'content-type': 'application/json', cookie },
      payload: JSON.stringify({ pageSlug: 'just-below', title: 'x'.repeat(150), description: 'y'.repeat(5000) }),
    });
    expect(below.statusCode).toBe(201);
  });

  it(`refuses queries deeper than ${maximumDepth} levels and wider than ${maximumSelections} selections, fragments counted`, async () => {
    const deep = `{ __schema { types { fields { type { ofType { ofType { ofType { ofType { ofType { ofType { name } } } } } } } } } } }`;
    const wide = `{ ${Array.from({ length: maximumSelections + 1 }, (_, i) => `f${i}: __typename`).join(' ')} }`;
    const fragments = `{ pages { nodes { ...A ...A } } } fragment A on Page { ${Array.from({ length: 151 }, (_, i) => `t${i}: title`).join(' ')} }`;
    for (const query of [deep, wide, fragments]) {
      const { statusCode, answer } = await rawGraphql(JSON.stringify({ query }));
      expect(statusCode).toBe(400);
      expect(answer.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
      expect(answer.errors?.[0]?.message).toMatch(/levels deep|fields/);
      expect(answer.data).toBeUndefined();
    }
    const fine = `{ ${Array.from({ length: maximumSelections }, (_, i) => `f${i}: __typename`).join(' ')} }`;
    expect((await rawGraphql(JSON.stringify({ query: fine }))).statusCode).toBe(200);
  });

  it('refuses batched requests', async () => {
    const batch = JSON.stringify([{ query: '{ me { username } }' }, { query: '{ me { username } }' }]);
    const { statusCode, text } = await rawGraphql(batch);
    expect(statusCode).toBe(400);
    expectNoInternals(text);
  });
});
