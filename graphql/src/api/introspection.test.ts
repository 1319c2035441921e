/**
 * What an explorer or a code generator needs: graphql-js's standard introspection
 * query answers, with every option, and describes exactly the schema in schema.graphql; the compiled
 * path answers it byte for byte as graphql-js does; the SDL is served; deep queries stay refused.
 */
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { buildClientSchema, getIntrospectionQuery, lexicographicSortSchema, printSchema, type IntrospectionQuery } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testServer, type TestServer } from '../test/server.ts';
import { maximumDepth } from './limits.ts';

const root = resolve(import.meta.dirname, '..', '..', '..');
const contractText = await readFile(join(root, 'schema.graphql'), 'utf8');

let server: TestServer;

beforeAll(async () => {
  server = await testServer();
});

afterAll(async () => {
  await server?.close();
});

const post = (query: string) =>
  server.app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ query }) });

describe('the standard introspection query', () => {
  const options = {
    defaults: {},
    'descriptions, specifiedByUrl and inputValueDeprecation': { descriptions: true, specifiedByUrl: true, inputValueDeprecation: true },
    'every option': {
      descriptions: true,
      specifiedByUrl: true,
      inputValueDeprecation: true,
      directiveIsRepeatable: true,
      schemaDescription: true,
      oneOf: true,
    },
  };

  for (const [name, option] of Object.entries(options)) {
    it(`answers with ${name}, describing exactly schema.graphql, the same when compiled`, async () => {
      const query = getIntrospectionQuery(option);
      const first = await post(query);
      expect(first.statusCode).toBe(200);
      const answer = first.json() as { data: IntrospectionQuery; errors?: unknown };
      expect(answer.errors).toBeUndefined();
      // Without specifiedByUrl, a scalar's @specifiedBy is a thing the answer does not carry; without oneOf, an input's @oneOf.
      const withSpecifiedBy = 'specifiedByUrl' in option ? contractText : contractText.replace(/ @specifiedBy\(url: "[^"]*"\)/g, '');
      const expected = 'oneOf' in option ? withSpecifiedBy : withSpecifiedBy.replaceAll(' @oneOf', '');
      expect(`${printSchema(lexicographicSortSchema(buildClientSchema(answer.data)))}\n`).toBe(expected);
      // The second run of a document is answered by its compiled code (compiled-execution.ts).
      const second = await post(query);
      expect(second.statusCode).toBe(200);
      expect(second.body).toBe(first.body);
    });
  }
});

describe('deep queries', () => {
  it(`stay refused outside introspection: more than ${maximumDepth} levels answer 400`, async () => {
    const levels = Array.from({ length: maximumDepth }, (_, i) => `f${i} {`).join(' ');
    const response = await post(`{ pages { ${levels} name ${'}'.repeat(maximumDepth)} } }`);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({
      message: `The query nests more than ${maximumDepth} levels deep; at most ${maximumDepth} are allowed.`,
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
  });
});

describe('GET /graphql/schema.graphql', () => {
  it('serves schema.graphql as text, cacheable, with an ETag that answers 304', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/graphql/schema.graphql' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.body).toBe(contractText);
    // Weak, with Vary: the text is sent compressed or not, as the client asks.
    const etag = String(response.headers.etag);
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
    const again = await server.app.inject({ method: 'GET', url: '/graphql/schema.graphql', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});
