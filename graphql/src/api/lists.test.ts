/**
 * Every list pages and says so, on both doors: a connection (`nodes`, `totalCount`, `pageInfo {
 * hasNextPage endCursor }`) taking `first`, `after` and `offset`, the same on REST; a page size
 * over the cap is refused, never cut. Proved with 250 records of each kind beside the seeded ones,
 * so that every list is longer than its largest page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calculators, publicPages } from '#catalogue/catalogue.ts';
import { ApiToken } from '../tokens/api-token.entity.ts';
import { AdminUser } from '../auth/admin-user.entity.ts';
import { Calculator } from '../records/calculator/calculator.ts';
import { Page } from '../records/page/page.ts';
import { SeoMeta } from '../records/seo/seo-meta.ts';
import { RecordVersion } from '../records/history/record-version.entity.ts';
import { seededTestServer, type TestServer } from '../test/server.ts';

let server: TestServer;
let cookie: string;
const extra = 250;
const number = (index: number) => String(index).padStart(3, '0');

beforeAll(async () => {
  ({ server, cookie } = await seededTestServer());
  const em = server.em();
  const admin = await em.findOneOrFail(AdminUser, { username: 'admin' });
  const deletedAt = new Date('2026-11-01T00:00:00Z');
  // The home page's history is this test's alone: the seed's baseline of it makes way for the 250 versions below.
  await em.nativeDelete(RecordVersion, { recordType: 'page', recordKey: 'home' });
  for (let index = 0; index < extra; index++) {
    // Categories and page types in turn, titles in an order of their own, so filters and orders have something to do.
    em.create(Page, {
      pageSlug: `bulk-page-${number(index)}`,
      pageType: index % 2 ? 'page' : 'category',
      title: `Title ${number(extra - index)}`,
      content: {},
      isPublished: index % 3 === 0,
    });
    em.create(SeoMeta, { pageSlug: `bulk-page-${number(index)}`, metaTitle: `Meta ${'x'.repeat(index % 7)} ${number(index)}` });
    em.create(Calculator, {
      calculatorSlug: `bulk-calculator-${number(index)}`,
      title: `Bulk ${number(index)}`,
      features: [],
      howItWorks: {},
      category: (['general', 'education', 'mathematical'] as const)[index % 3],
      isActive: index % 2 === 0,
    });
    em.create(Page, {
      pageSlug: `trashed-page-${number(index)}`,
      pageType: 'page',
      title: `Trashed ${number(index)}`,
      content: {},
      deletedAt: new Date(deletedAt.getTime() + index * 1000),
    });
    em.create(RecordVersion, {
      recordType: 'page',
      recordKey: 'home',
      version: index + 1,
      action: 'update',
      actor: 'admin',
      snapshot: { title: `Home ${index}` },
    });
    em.create(ApiToken, {
      name: `Token ${number(index)}`,
      scope: 'read',
      secretHash: `hash-${number(index)}`.padEnd(64, '0'),
      secretPrefix: 'csk_test',
      user: admin,
      expiresAt: new Date('2027-06-01T00:00:00Z'),
      createdAt: new Date(deletedAt.getTime() + index * 1000),
    });
  }
  await em.flush();
});

afterAll(async () => {
  await server?.close();
});

interface Connection<T> {
  nodes: T[];
  totalCount: number;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

/** Every page of a GraphQL list, walked with `after`; each page checked against the total. */
async function walkGraphql<T>(field: string, args: string, selection: string, first = 100): Promise<{ nodes: T[]; totals: number[] }> {
  const nodes: T[] = [];
  const totals: number[] = [];
  let after: string | null = null;
  for (let pages = 0; pages < 100; pages++) {
    const answer = await server.graphql(
      `query($first: Int, $after: String) { list: ${field}(first: $first, after: $after${args ? `, ${args}` : ''}) { nodes { ${selection} } totalCount pageInfo { hasNextPage endCursor } } }`,
      { first, after },
      cookie,
    );
    expect(answer.errors).toBeUndefined();
    const page = answer.data?.list as Connection<T>;
    nodes.push(...page.nodes);
    totals.push(page.totalCount);
    expect(page.nodes.length).toBeLessThanOrEqual(first);
    if (!page.pageInfo.hasNextPage) {
      expect(nodes).toHaveLength(page.totalCount);
      return { nodes, totals };
    }
    expect(page.nodes).toHaveLength(first);
    after = page.pageInfo.endCursor;
  }
  throw new Error('The list never ended');
}

/** Every page of a REST list, following its `Link: rel="next"` header. */
async function walkRest<T>(url: string): Promise<T[]> {
  const nodes: T[] = [];
  let next: string | null = url;
  for (let pages = 0; next && pages < 100; pages++) {
    const answer = await server.rest('GET', next, undefined, cookie);
    expect(answer.status).toBe(200);
    const page = answer.body as Connection<T>;
    nodes.push(...page.nodes);
    const link = answer.headers.link as string | undefined;
    expect(Boolean(link)).toBe(page.pageInfo.hasNextPage);
    next = link ? /^<([^>]+)>; rel="next"$/.exec(link)![1]! : null;
    if (!next) expect(nodes).toHaveLength(page.totalCount);
  }
  return nodes;
}

const sortedCopy = <T>(values: readonly T[], compare: (a: T, b: T) => number) => [...values].sort(compare);
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

describe('the record lists, 250 records beyond the seed', () => {
  it('pages: every page record once, in slug order, on both doors, and the total says how many', async () => {
    const total = await server.em().count(Page, {});
    // One page record per public page of the catalogue, and the 250.
    expect(total).toBe(publicPages.length + extra);
    const { nodes, totals } = await walkGraphql<{ pageSlug: string }>('pages', '', 'pageSlug');
    expect(new Set(totals)).toEqual(new Set([total]));
    const slugs = nodes.map((node) => node.pageSlug);
    expect(new Set(slugs).size).toBe(total);
    expect(slugs).toEqual(sortedCopy(slugs, byText));
    expect(slugs).not.toContain('trashed-page-000');
    const rest = await walkRest<{ pageSlug: string }>('/api/admin/content/pages?first=100');
    expect(rest.map((node) => node.pageSlug)).toEqual(slugs);
  });

  it('calculators: 27 + 250 + none trashed, in category, sortOrder, slug order', async () => {
    const { nodes } = await walkGraphql<{ calculatorSlug: string; category: string; sortOrder: number }>(
      'calculators',
      '',
      'calculatorSlug category sortOrder',
      60,
    );
    expect(nodes).toHaveLength(calculators.length + extra);
    expect(nodes).toEqual(
      sortedCopy(nodes, (a, b) => byText(a.category, b.category) || a.sortOrder - b.sortOrder || byText(a.calculatorSlug, b.calculatorSlug)),
    );
    const rest = await walkRest<{ calculatorSlug: string }>('/api/admin/calculators?first=60');
    expect(rest.map((node) => node.calculatorSlug)).toEqual(nodes.map((node) => node.calculatorSlug));
  });

  it('seoMetas: every SEO meta record once', async () => {
    const total = await server.em().count(SeoMeta, {});
    const { nodes } = await walkGraphql<{ pageSlug: string }>('seoMetas', '', 'pageSlug');
    expect(new Set(nodes.map((node) => node.pageSlug)).size).toBe(total);
    expect(total).toBe(publicPages.length + extra);
    expect((await walkRest<{ pageSlug: string }>('/api/admin/seo')).map((node) => node.pageSlug)).toEqual(nodes.map((node) => node.pageSlug));
  });

  it('deletedRecords: all 250 in the trash, most recently deleted first', async () => {
    const { nodes } = await walkGraphql<{ slug: string }>('deletedRecords', 'recordType: page', 'slug', 100);
    expect(nodes.map((node) => node.slug)).toEqual(Array.from({ length: extra }, (_, index) => `trashed-page-${number(extra - 1 - index)}`));
    expect((await walkRest<{ slug: string }>('/api/admin/trash/page?first=100')).map((node) => node.slug)).toEqual(nodes.map((node) => node.slug));
  });

  it('recordHistory: all 250 versions, newest first, each with its changes from the one before', async () => {
    const { nodes } = await walkGraphql<{ version: number; changes: { field: string; before: unknown; after: unknown }[] }>(
      'recordHistory',
      'recordType: page, slug: "home"',
      'version changes { field before after }',
      100,
    );
    expect(nodes.map((node) => node.version)).toEqual(Array.from({ length: extra }, (_, index) => extra - index));
    // Version 101 is the first of the second page: its changes are counted from version 100, on the page after.
    expect(nodes.find((node) => node.version === 101)?.changes).toEqual([{ field: 'title', before: 'Home 99', after: 'Home 100' }]);
    expect(nodes.find((node) => node.version === 1)?.changes).toEqual([{ field: 'title', before: null, after: 'Home 0' }]);
    const rest = await walkRest<{ version: number }>('/api/admin/content/pages/home/history?first=100');
    expect(rest.map((node) => node.version)).toEqual(nodes.map((node) => node.version));
  });

  it('apiTokens: all 250, newest first', async () => {
    const { nodes } = await walkGraphql<{ name: string }>('apiTokens', '', 'name', 100);
    expect(nodes.map((node) => node.name)).toEqual(Array.from({ length: extra }, (_, index) => `Token ${number(extra - 1 - index)}`));
  });
});

describe('page sizes and cursors', () => {
  const lists = ['pages', 'seoMetas', 'calculators', 'apiTokens', 'deletedRecords(recordType: page', 'recordHistory(recordType: page, slug: "home"'];
  const call = (list: string, args: string) => (list.includes('(') ? `${list}, ${args})` : `${list}(${args})`);

  it('refuses a page size over the cap on every list with BAD_USER_INPUT naming first, never a cut page', async () => {
    for (const list of [...lists, 'activeCalculators', 'publishedPages']) {
      const answer = await server.graphql(`{ ${call(list, 'first: 101')} { totalCount } }`, {}, cookie);
      expect(answer.data).toBeNull();
      expect(answer.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', fields: { first: 'must be from 1 to 100' } });
    }
    for (const url of [
      '/api/admin/content/pages',
      '/api/admin/seo',
      '/api/admin/calculators',
      '/api/admin/trash/page',
      '/api/admin/content/pages/home/history',
    ]) {
      const answer = await server.rest('GET', `${url}?first=101`, undefined, cookie);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        code: 'BAD_USER_INPUT',
        message: 'Invalid input. first: must be from 1 to 100',
        fields: { first: 'must be from 1 to 100' },
      });
    }
  });

  it('refuses 0, a negative offset, a cursor it never gave and an unknown REST parameter', async () => {
    const zero = await server.graphql('{ pages(first: 0) { totalCount } }', {}, cookie);
    expect(zero.errors?.[0]?.extensions?.fields).toEqual({ first: 'must be from 1 to 100' });
    const negative = await server.graphql('{ pages(offset: -1) { totalCount } }', {}, cookie);
    expect(negative.errors?.[0]?.extensions?.fields).toEqual({ offset: 'must be from 0 to 1000000' });
    const forged = await server.graphql('{ pages(after: "bm90LWEtY3Vyc29y") { totalCount } }', {}, cookie);
    expect(Object.keys(forged.errors?.[0]?.extensions?.fields ?? {})).toEqual(['after']);
    const unknown = await server.rest('GET', '/api/admin/content/pages?limit=5', undefined, cookie);
    expect(unknown.status).toBe(400);
    expect(Object.keys((unknown.body as { fields: object }).fields)).toEqual(['limit']);
    const text = await server.rest('GET', '/api/admin/content/pages?first=ten', undefined, cookie);
    expect((text.body as { fields: object }).fields).toEqual({ first: 'must be a whole number' });
  });

  it('offset reaches any page directly: the third page of 50 is the 101st to 150th record', async () => {
    const all = (await walkGraphql<{ pageSlug: string }>('pages', '', 'pageSlug')).nodes.map((node) => node.pageSlug);
    const third = await server.graphql('{ pages(first: 50, offset: 100) { nodes { pageSlug } pageInfo { hasNextPage endCursor } } }', {}, cookie);
    const page = third.data?.pages as Connection<{ pageSlug: string }>;
    expect(page.nodes.map((node) => node.pageSlug)).toEqual(all.slice(100, 150));
    expect(page.pageInfo.hasNextPage).toBe(true);
    // Its end cursor continues where it ended.
    const fourth = await server.graphql(
      'query($after: String) { pages(first: 50, after: $after) { nodes { pageSlug } } }',
      { after: page.pageInfo.endCursor },
      cookie,
    );
    expect((fourth.data?.pages as Connection<{ pageSlug: string }>).nodes.map((node) => node.pageSlug)).toEqual(all.slice(150, 200));
    const rest = await server.rest('GET', '/api/admin/content/pages?first=50&offset=100', undefined, cookie);
    expect((rest.body as Connection<{ pageSlug: string }>).nodes.map((node) => node.pageSlug)).toEqual(all.slice(100, 150));
  });

  it('past the end answers an empty page that says so', async () => {
    const answer = await server.graphql('{ pages(offset: 100000) { nodes { pageSlug } totalCount pageInfo { hasNextPage endCursor } } }', {}, cookie);
    expect(answer.data?.pages).toEqual({ nodes: [], totalCount: await server.em().count(Page, {}), pageInfo: { hasNextPage: false, endCursor: null } });
  });

  it('says whether more follow without totalCount, from one row past the page', async () => {
    const total = await server.em().count(Page, {});
    const last = await server.graphql(
      'query($o: Int) { pages(first: 10, offset: $o) { nodes { pageSlug } pageInfo { hasNextPage } } }',
      { o: total - 10 },
      cookie,
    );
    expect((last.data?.pages as Connection<unknown>).pageInfo.hasNextPage).toBe(false);
    const before = await server.graphql(
      'query($o: Int) { pages(first: 10, offset: $o) { nodes { pageSlug } pageInfo { hasNextPage } } }',
      { o: total - 11 },
      cookie,
    );
    expect((before.data?.pages as Connection<unknown>).pageInfo.hasNextPage).toBe(true);
  });
});

describe('filters and orders, the same on both doors', () => {
  it('filters pages by published and page type, with the total of what matches', async () => {
    const published = await server.em().count(Page, { isPublished: true, pageType: 'category' });
    const answer = await server.graphql(
      '{ pages(isPublished: true, pageType: category, first: 100) { nodes { pageSlug isPublished pageType } totalCount } }',
      {},
      cookie,
    );
    const page = answer.data?.pages as Connection<{ isPublished: boolean; pageType: string }>;
    expect(page.totalCount).toBe(published);
    // Bulk pages 0, 6, 12 …: every sixth of them is both, and the three seeded category pages.
    expect(published).toBe(Math.ceil(extra / 6) + 3);
    expect(page.nodes.every((node) => node.isPublished && node.pageType === 'category')).toBe(true);
    const rest = await server.rest('GET', '/api/admin/content/pages?isPublished=true&pageType=category', undefined, cookie);
    expect((rest.body as Connection<unknown>).totalCount).toBe(published);
  });

  it('filters calculators by active and category, and searches slug and title', async () => {
    const answer = await server.graphql('{ calculators(isActive: false, category: general) { totalCount } }', {}, cookie);
    // Bulk calculators with an odd index are inactive; every third from 0 is general: odd multiples of 3 below 250.
    expect(answer.data?.calculators).toEqual({
      totalCount: Array.from({ length: extra }, (_, index) => index).filter((index) => index % 2 === 1 && index % 3 === 0).length,
    });
    const search = await server.graphql('{ calculators(search: "BULK 24") { nodes { calculatorSlug } } }', {}, cookie);
    expect((search.data?.calculators as Connection<{ calculatorSlug: string }>).nodes.map((node) => node.calculatorSlug).sort()).toEqual(
      ['240', '241', '242', '243', '244', '245', '246', '247', '248', '249'].map((digits) => `bulk-calculator-${digits}`),
    );
    // LIKE's wildcards are searched for as themselves.
    expect((await server.graphql('{ calculators(search: "%") { totalCount } }', {}, cookie)).data?.calculators).toEqual({ totalCount: 0 });
    const rest = await server.rest('GET', '/api/admin/calculators?isActive=false&category=general', undefined, cookie);
    expect((rest.body as Connection<unknown>).totalCount).toBe((answer.data?.calculators as { totalCount: number }).totalCount);
  });

  it('filters by updatedSince', async () => {
    const em = server.em();
    await em.nativeUpdate(Page, { pageSlug: 'bulk-page-007' }, { updatedAt: new Date('2030-01-01T00:00:00Z') });
    const answer = await server.graphql('{ pages(updatedSince: "2029-12-31T23:59:59Z") { nodes { pageSlug } } }', {}, cookie);
    expect(answer.data?.pages).toEqual({ nodes: [{ pageSlug: 'bulk-page-007' }] });
    const rest = await server.rest('GET', '/api/admin/content/pages?updatedSince=2029-12-31T23:59:59Z', undefined, cookie);
    expect((rest.body as Connection<{ pageSlug: string }>).nodes.map((node) => node.pageSlug)).toEqual(['bulk-page-007']);
    const bad = await server.rest('GET', '/api/admin/content/pages?updatedSince=yesterday', undefined, cookie);
    expect(bad.status).toBe(400);
    expect(Object.keys((bad.body as { fields: object }).fields)).toEqual(['updatedSince']);
  });

  it('orders by the field asked, either way, ties broken by the default order', async () => {
    const answer = await server.graphql('{ pages(search: "bulk-page", orderBy: title, orderDirection: desc, first: 3) { nodes { title } } }', {}, cookie);
    // Titles run 'Title 250' (bulk-page-000) down to 'Title 001' (bulk-page-249).
    expect(answer.data?.pages).toEqual({ nodes: [{ title: 'Title 250' }, { title: 'Title 249' }, { title: 'Title 248' }] });
    const rest = await server.rest('GET', '/api/admin/content/pages?search=bulk-page&orderBy=title&first=2', undefined, cookie);
    expect((rest.body as Connection<{ title: string }>).nodes.map((node) => node.title)).toEqual(['Title 001', 'Title 002']);
    const longest = await server.graphql(
      '{ seoMetas(search: "Meta", orderBy: metaTitleLength, orderDirection: desc, first: 1) { nodes { metaTitle } } }',
      {},
      cookie,
    );
    // Six x's is the longest; bulk-page-006 is the first of them by slug.
    expect(longest.data?.seoMetas).toEqual({ nodes: [{ metaTitle: 'Meta xxxxxx 006' }] });
    const refused = await server.rest('GET', '/api/admin/content/pages?orderDirection=desc', undefined, cookie);
    expect((refused.body as { fields: object }).fields).toEqual({ orderDirection: 'needs orderBy' });
  });
});
