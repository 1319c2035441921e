/**
 * Typed fields and lists: category and pageType are enums with the stored words
 * on the wire, features is a list of strings, and every list takes limit/offset in a documented
 * order with a count beside it; compiled answers stay those of graphql-js.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calculators } from '#catalogue/catalogue.ts';
import { seededTestServer, type TestServer } from '../test/server.ts';

let server: TestServer;
let cookie: string;

beforeAll(async () => {
  ({ server, cookie } = await seededTestServer());
});

afterAll(async () => {
  await server?.close();
});

type Row = { calculatorSlug: string; category: string; sortOrder: number; features: unknown };

describe('enums and typed fields', () => {
  it('sends category and pageType as the words stored, and features as a list of strings', async () => {
    const answer = await server.graphql('{ activeCalculators(category: education, limit: 2) { category features } publishedPages(limit: 100) { pageType } }');
    const rows = answer.data?.activeCalculators as Row[];
    expect(rows.map((row) => row.category)).toEqual(['education', 'education']);
    for (const row of rows) expect((row.features as unknown[]).every((feature) => typeof feature === 'string')).toBe(true);
    const types = new Set((answer.data?.publishedPages as { pageType: string }[]).map((page) => page.pageType));
    expect([...types].sort()).toEqual(['calculator', 'category', 'home', 'page']);
  });

  it('refuses a category outside the enum, naming the variable', async () => {
    const answer = await server.graphql('query($c: CalculatorCategory) { activeCalculators(category: $c) { title } }', { c: 'science' });
    expect(answer.errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { c: expect.stringMatching(/Value "science" does not exist in "CalculatorCategory" enum/) },
    });
  });

  it('takes enum values and a features list in inputs', async () => {
    const created = await server.graphql(
      'mutation { createCalculator(input: { calculatorSlug: "typed-calculator", title: "Typed", category: mathematical, features: ["One", "Two"], isActive: false }) { category features } }',
      {},
      cookie,
    );
    expect(created).toEqual({ data: { createCalculator: { category: 'mathematical', features: ['One', 'Two'] } } });
    const refused = await server.graphql(
      'mutation { createCalculator(input: { calculatorSlug: "typed-2", title: "T", features: [1] }) { title } }',
      {},
      cookie,
    );
    expect(refused.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });
});

describe('lists', () => {
  const all = async () => (await server.graphql('{ activeCalculators { calculatorSlug category sortOrder } }')).data?.activeCalculators as Row[];

  it('are ordered by category, then sortOrder, then calculatorSlug', async () => {
    const rows = await all();
    // The seeded catalogue: 27 active calculators, in the documented order.
    expect(rows).toHaveLength(calculators.length);
    const sorted = [...rows].sort(
      (a, b) => a.category.localeCompare(b.category) || a.sortOrder - b.sortOrder || a.calculatorSlug.localeCompare(b.calculatorSlug),
    );
    expect(rows).toEqual(sorted);
  });

  it('page with limit and offset, the pages making up the whole list, with the count beside it', async () => {
    const rows = await all();
    const pages: Row[] = [];
    for (let offset = 0; offset < rows.length; offset += 10) {
      const answer = await server.graphql('query($o: Int) { activeCalculators(limit: 10, offset: $o) { calculatorSlug category sortOrder } }', { o: offset });
      pages.push(...(answer.data?.activeCalculators as Row[]));
    }
    expect(pages).toEqual(rows);
    expect((await server.graphql('{ activeCalculatorCount }')).data).toEqual({ activeCalculatorCount: calculators.length });
    const general = calculators.filter((calculator) => calculator.category === 'general').length;
    expect((await server.graphql('{ activeCalculatorCount(category: general) }')).data).toEqual({ activeCalculatorCount: general });
    const counts = await server.graphql('{ pageCount seoMetaCount calculatorCount publishedPageCount pages { pageSlug } }', {}, cookie);
    expect(counts.data?.pageCount).toBe((counts.data?.pages as unknown[]).length);
    expect(counts.data?.calculatorCount).toBe(calculators.length + 1);
  });

  it('refuses a limit outside 1-100 or a negative offset with BAD_USER_INPUT naming them', async () => {
    for (const [limit, offset] of [
      [0, 0],
      [101, 0],
      [10, -1],
    ]) {
      const answer = await server.graphql('query($l: Int, $o: Int) { publishedPages(limit: $l, offset: $o) { pageSlug } }', { l: limit, o: offset });
      expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(Object.keys(answer.errors?.[0]?.extensions?.fields ?? {})).toEqual([limit === 10 ? 'offset' : 'limit']);
    }
  });

  it('answer the same when compiled (the second run of a document)', async () => {
    const send = () =>
      server.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json' },
        payload: { query: '{ activeCalculators(category: general, limit: 3, offset: 1) { category features } publishedPages(limit: 2) { pageType } }' },
      });
    const first = await send();
    expect((await send()).body).toBe(first.body);
  });
});
