import { expect, test, type APIRequestContext } from '@playwright/test';
import { print } from 'graphql';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { ActiveCalculatorsDocument, PublicSeoMetaDocument, PublishedPagesDocument } from './graphql/generated/graphql.ts';

/** Sends a typed document to the running server, as an integrator would, without signing in. */
async function query<Result, Variables>(request: APIRequestContext, document: TypedDocumentNode<Result, Variables>, variables?: Variables) {
  const response = await request.post('/graphql', { data: { query: print(document), variables } });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { data?: Result; errors?: unknown[] };
  expect(body.errors).toBeUndefined();
  return body.data as Result;
}

test('the public API lists the active calculators of a category in their order', async ({ request }) => {
  const data = await query(request, ActiveCalculatorsDocument, { category: 'mathematical' });
  expect(data.activeCalculators.map((calculator) => calculator.calculatorSlug)).toEqual([
    'integral-calculator',
    'derivative-calculator',
    'standard-deviation-calculator',
    'factoring-calculator',
    'triangle-calculator',
    'limit-calculator',
    'ratio-calculator',
    'volume-calculator',
  ]);
  expect((await query(request, ActiveCalculatorsDocument, {})).activeCalculators).toHaveLength(27);
});

test('the public API lists the published pages and their SEO meta', async ({ request }) => {
  const pages = (await query(request, PublishedPagesDocument)).publishedPages;
  expect(pages.map((page) => page.pageSlug)).toEqual(expect.arrayContaining(['home', 'percentage-calculator', 'terms', 'general-tools']));
  const seo = (await query(request, PublicSeoMetaDocument, { pageSlug: 'percentage-calculator' })).publicSeoMeta;
  expect(seo?.metaTitle).toBe('Percentage Calculator | CalcSuite');
});

test('the admin REST endpoints refuse a visitor who is not signed in', async ({ request }) => {
  const response = await request.get('/api/admin/calculators');
  expect(response.status()).toBe(401);
  expect(await response.text()).toBe('Sign in to do this.');
});
