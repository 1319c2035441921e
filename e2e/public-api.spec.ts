import type { APIRequestContext } from '@playwright/test';
import { print } from 'graphql';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { calculators } from '#catalogue/catalogue.ts';
import { ActiveCalculatorsDocument, PublicSeoMetaDocument, PublishedPagesDocument } from './graphql/generated/graphql.ts';
import { expect, test } from './support.ts';

/** Sends a typed document to the running server, as an integrator would, without signing in. */
async function query<Result, Variables>(request: APIRequestContext, document: TypedDocumentNode<Result, Variables>, variables?: Variables) {
  const response = await request.post('/graphql', { data: { query: print(document), variables } });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { data?: Result; errors?: unknown[] };
  expect(body.errors).toBeUndefined();
  return body.data as Result;
}

// Other e2e tests add records to the same database while this runs, so these assertions hold for
// the seeded catalogue whatever else exists (the exact counts are proven on an isolated database in
// graphql/src/auth/auth.test.ts).
test('the public API lists the active calculators of a category in their order', async ({ request }) => {
  const mathematical = (await query(request, ActiveCalculatorsDocument, { category: 'mathematical' })).activeCalculators.nodes;
  expect(mathematical.every((calculator) => calculator.category === 'mathematical')).toBe(true);
  const sortOrders = mathematical.map((calculator) => calculator.sortOrder);
  expect(sortOrders).toEqual([...sortOrders].sort((a, b) => a - b));
  const seeded: readonly string[] = calculators.filter((calculator) => calculator.category === 'mathematical').map((calculator) => calculator.slug);
  expect(mathematical.map((calculator) => calculator.calculatorSlug).filter((slug) => seeded.includes(slug))).toEqual([
    'integral-calculator',
    'derivative-calculator',
    'standard-deviation-calculator',
    'factoring-calculator',
    'triangle-calculator',
    'limit-calculator',
    'ratio-calculator',
    'volume-calculator',
  ]);
  // Walked a page of ten at a time, as an integrator pages through a list.
  const all: string[] = [];
  let after: string | null | undefined;
  do {
    const page: { nodes: { calculatorSlug: string }[]; pageInfo: { hasNextPage: boolean; endCursor?: string | null } } = (
      await query(request, ActiveCalculatorsDocument, { first: 10, after })
    ).activeCalculators;
    all.push(...page.nodes.map((calculator) => calculator.calculatorSlug));
    after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : undefined;
  } while (after);
  for (const calculator of calculators)
    expect(
      all.filter((slug) => slug === calculator.slug),
      calculator.slug,
    ).toHaveLength(1);
});

test('the public API lists the published pages and their SEO meta', async ({ request }) => {
  const pages = (await query(request, PublishedPagesDocument)).publishedPages.nodes;
  expect(pages.map((page) => page.pageSlug)).toEqual(expect.arrayContaining(['home', 'percentage-calculator', 'terms', 'general-tools']));
  const seo = (await query(request, PublicSeoMetaDocument, { pageSlug: 'percentage-calculator' })).publicSeoMeta;
  expect(seo?.metaTitle).toBe('Percentage Calculator | CalcSuite');
});

test('the admin REST endpoints refuse a visitor who is not signed in', async ({ request }) => {
  const response = await request.get('/api/admin/calculators');
  expect(response.status()).toBe(401);
  expect(await response.json()).toEqual({ code: 'UNAUTHENTICATED', message: 'Sign in to do this.' });
});
