/**
 * The GraphQL door's per-request work: a document is parsed and validated once (Apollo's document
 * store), and every operation's answer forbids caching it, as Apollo's cache-control plugin did.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedCatalogue } from '../db/seed.ts';
import { testServer, type TestServer } from '../test/server.ts';
import type * as Limits from './limits.ts';

// Counts the validations that run the query limits: the rule runs once per validated document.
const validations = vi.hoisted(() => ({ count: 0 }));
vi.mock('./limits.ts', async (importOriginal) => {
  const limits = await importOriginal<typeof Limits>();
  return {
    ...limits,
    queryLimitsRule: (...args: Parameters<typeof limits.queryLimitsRule>) => {
      validations.count += 1;
      return limits.queryLimitsRule(...args);
    },
  };
});

let server: TestServer;

beforeAll(async () => {
  server = await testServer();
  await seedCatalogue(server.em());
});

afterAll(async () => {
  await server.close();
});

describe('a GraphQL document', () => {
  it('is parsed and validated once, however often it is sent and whatever its variables', async () => {
    const query = 'query($category: CalculatorCategory) { activeCalculators(category: $category) { nodes { calculatorSlug } } }';
    const before = validations.count;
    for (const category of ['general', 'education', 'general', undefined]) {
      expect((await server.graphql(query, { category })).errors).toBeUndefined();
    }
    expect(validations.count - before).toBe(1);
    await server.graphql('{ activeCalculators { nodes { title } } }');
    expect(validations.count - before).toBe(2);
  });

  it('over the limits is refused every time it is sent', async () => {
    const tooWide = `{ activeCalculators { nodes { ${'calculatorSlug '.repeat(301)} } } }`;
    for (let attempt = 0; attempt < 2; attempt++) {
      expect((await server.graphql(tooWide)).errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    }
  });
});

describe('every GraphQL answer', () => {
  it('says Cache-Control: no-store, with data, with an error from a resolver and for a refused document', async () => {
    for (const query of ['{ activeCalculators { nodes { calculatorSlug } } }', '{ calculators { nodes { calculatorSlug } } }', '{ noSuchField }']) {
      const response = await server.app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json' }, payload: { query } });
      expect(response.headers['cache-control'], query).toBe('no-store');
    }
  });
});

describe('a request naming an operation its document does not hold', () => {
  it('answers an operationName that names no operation with 400 BAD_USER_INPUT, over POST and GET', async () => {
    const post = await server.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: { query: 'query A { me { username } }', operationName: 'Nope' },
    });
    expect(post.statusCode).toBe(400);
    expect(post.json()).toEqual({
      errors: [
        { message: 'Unknown operation named "Nope".', extensions: { code: 'BAD_USER_INPUT', fields: { operationName: 'Unknown operation named "Nope".' } } },
      ],
    });
    const get = await server.app.inject({
      method: 'GET',
      url: `/graphql?query=${encodeURIComponent('{ me { username } }')}&operationName=Nope`,
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(get.statusCode).toBe(400);
    expect(get.json().errors[0].extensions.code).toBe('BAD_USER_INPUT');
    // Two operations and no name to choose one, the second time too (compiled queries kick in then).
    for (let i = 0; i < 2; i += 1) {
      const two = await server.graphql('query A { me { username } } query B { me { email } }');
      expect(two.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { operationName: expect.stringMatching(/operation name/) } });
    }
  });
});
