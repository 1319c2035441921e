/**
 * The self-hosted explorer: a browser asking for GET /graphql gets GraphiQL from
 * the build, allowed by the own-origin security policy; every API client's GET is answered by GraphQL
 * as before. (The bundle itself is built and exercised offline by e2e/graphiql.spec.ts.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testServer, type TestServer } from '../test/server.ts';
import { prefersHtml } from './explorer.ts';

let server: TestServer;

beforeAll(async () => {
  server = await testServer();
});

afterAll(async () => {
  await server?.close();
});

const browserAccept = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';

describe('GET /graphql', () => {
  it('gives a browser the explorer page, loading only its own files, under a self-only policy', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/graphql', headers: { accept: browserAccept } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<script type="module" src="/graphiql/explorer.js"></script>');
    expect(response.body).toContain('<link rel="stylesheet" href="/graphiql/explorer.css" />');
    expect(response.body).not.toMatch(/https?:\/\//);
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("connect-src 'self'");
    expect(policy).not.toMatch(/https?:/);
  });

  it('leaves API clients unchanged: JSON accepted, or a query in the URL, gets GraphQL', async () => {
    for (const accept of ['application/json', 'application/graphql-response+json', '*/*', 'text/html;q=0.5, application/json']) {
      const response = await server.app.inject({ method: 'GET', url: '/graphql', headers: { accept } });
      expect(response.headers['content-type'], accept).toMatch(/json/);
    }
    const withQuery = await server.app.inject({ method: 'GET', url: '/graphql?query=%7B__typename%7D', headers: { accept: browserAccept } });
    expect(withQuery.json()).toEqual({ data: { __typename: 'Query' } });
  });

  it('reads Accept by its qualities', () => {
    expect(prefersHtml(browserAccept)).toBe(true);
    expect(prefersHtml(undefined)).toBe(false);
    expect(prefersHtml('application/json, text/html')).toBe(false);
    expect(prefersHtml('text/html;q=0.9, application/json;q=0.8')).toBe(true);
    expect(prefersHtml('text/html;q=0')).toBe(false);
  });
});
