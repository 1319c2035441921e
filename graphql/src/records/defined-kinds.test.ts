/**
 * The kinds made from definitions, on both doors and on the site: redirects answered before any page
 * (on every instance), never a loop or a chain; the site settings' announcement between its start and
 * end; FAQ entries as the page's questions and its FAQPage data. Pages are rendered by the web app's
 * renderer, from its sources.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needs } from '../../../scripts/test-conditions.ts';
import { faqSeeds } from '#catalogue/seed/faqs.ts';
import { openDatabase } from '../db/orm.ts';
import { seedCatalogue } from '../db/seed.ts';
import { testServer, type GraphqlAnswer, type TestServer } from '../test/server.ts';

let server: TestServer;
let cookie: string;

beforeAll(async () => {
  server = await testServer({ renderPages: true });
  await seedCatalogue(server.em());
  cookie = await server.signIn();
});

afterAll(async () => {
  await server.close();
});

const get = (url: string) => server.app.inject({ method: 'GET', url });
// Each test names the shape it reads.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers read loosely unless a test types them
const gql = async <T = Record<string, any>>(query: string, variables: Record<string, unknown> = {}) =>
  (await server.graphql(query, variables, cookie)) as Omit<GraphqlAnswer, 'data'> & { data?: T | null };

const createRedirect = (input: Record<string, unknown>) =>
  gql('mutation($input: RedirectInput!) { createRedirect(input: $input) { fromPath toPath statusCode isActive version } }', { input });
const updateRedirect = (fromPath: string, input: Record<string, unknown>) =>
  gql('mutation($fromPath: String!, $input: RedirectInput!) { updateRedirect(fromPath: $fromPath, input: $input) { toPath version } }', { fromPath, input });

/** The visible markup: the rendered #root without the router's hand-over. */
function body(html: string): string {
  const start = html.indexOf('<div id="root"');
  return html.slice(start, html.indexOf('<script', start));
}

describe('redirects', () => {
  it('answer an old address with the status chosen, before any page, from the next request on', async () => {
    expect((await get('/old-percentages')).statusCode).toBe(404);
    const created = await createRedirect({ fromPath: '/old-percentages/', toPath: '/percentage-calculator', statusCode: 302 });
    expect(created.errors).toBeUndefined();
    // The trailing slash is dropped, and the defaults filled in.
    expect(created.data?.createRedirect).toEqual({
      fromPath: '/old-percentages',
      toPath: '/percentage-calculator',
      statusCode: 302,
      isActive: true,
      version: 1,
    });
    const moved = await get('/old-percentages?value1=40&value2=50');
    expect(moved.statusCode).toBe(302);
    // The link's inputs go along with a path that names none of its own.
    expect(moved.headers.location).toBe('/percentage-calculator?value1=40&value2=50');
    // Before the page: a redirect from a public page's own address replaces it.
    expect((await get('/terms')).statusCode).toBe(200);
    expect((await createRedirect({ fromPath: '/terms', toPath: '/privacy' })).errors).toBeUndefined();
    const terms = await get('/terms');
    expect([terms.statusCode, terms.headers.location]).toEqual([301, '/privacy']);
    // Turned off, it is not answered, and the page is back.
    expect((await updateRedirect('/terms', { isActive: false })).errors).toBeUndefined();
    expect((await get('/terms')).statusCode).toBe(200);
  });

  it('refuses a loop or a chain longer than one hop, saying which redirect is in the way', async () => {
    expect((await createRedirect({ fromPath: '/a-hop', toPath: '/b-hop' })).errors).toBeUndefined();
    const self = await createRedirect({ fromPath: '/self-hop', toPath: '/self-hop?x=1' });
    expect(self.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { toPath: 'leads back to /self-hop itself: a redirect to its own address would loop for ever' },
    });
    const loop = await createRedirect({ fromPath: '/b-hop', toPath: '/a-hop' });
    expect(loop.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { toPath: 'would make a loop: /a-hop already redirects back to /b-hop' },
    });
    const onward = await createRedirect({ fromPath: '/b-hop', toPath: '/c-hop' });
    expect(onward.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: {
        fromPath: 'is where /a-hop already redirects: this would make a chain /a-hop → /b-hop → /c-hop. Point that redirect at /c-hop first, or turn it off',
      },
    });
    const toRedirected = await createRedirect({ fromPath: '/z-hop', toPath: '/a-hop' });
    expect(toRedirected.errors?.[0]?.extensions?.fields).toEqual({
      toPath: 'leads to /a-hop, which itself redirects to /b-hop: point this redirect straight at /b-hop (a redirect may take one hop, never a chain)',
    });
    // The site's own short addresses count as a hop too.
    const toShort = await createRedirect({ fromPath: '/y-hop', toPath: '/percentage' });
    expect(toShort.errors?.[0]?.extensions?.fields?.toPath).toBe(
      'leads to /percentage, which the site redirects to /percentage-calculator: point this redirect straight at /percentage-calculator (one hop, never a chain)',
    );
    // An update is held to the same rule, through REST too, with the same message.
    expect((await createRedirect({ fromPath: '/c-hop', toPath: '/d-hop' })).errors).toBeUndefined();
    const rest = await server.rest('PUT', `/api/admin/redirects/${encodeURIComponent('/c-hop')}`, { toPath: '/a-hop' }, cookie);
    expect(rest.status).toBe(400);
    expect(rest.body).toMatchObject({ code: 'BAD_USER_INPUT', fields: { toPath: expect.stringContaining('which itself redirects to /b-hop') } });
    // Once the first hop is off, the second may be saved.
    expect((await updateRedirect('/a-hop', { isActive: false })).errors).toBeUndefined();
    expect((await createRedirect({ fromPath: '/b-hop', toPath: '/c-hop' })).errors).toEqual(
      expect.arrayContaining([expect.objectContaining({ extensions: expect.objectContaining({ code: 'BAD_USER_INPUT' }) })]),
    );
    expect((await updateRedirect('/c-hop', { isActive: false })).errors).toBeUndefined();
    expect((await createRedirect({ fromPath: '/b-hop', toPath: '/c-hop' })).errors).toBeUndefined();
  });

  it('refuses addresses the server answers itself and targets that are not a path or a web address', async () => {
    const answer = await createRedirect({ fromPath: '/admin/dashboard', toPath: 'javascript:alert(1)' });
    expect(answer.errors?.[0]?.extensions?.fields).toEqual({
      fromPath: 'cannot be under /admin: the server answers those addresses itself',
      toPath: 'must be a path on this site starting with / or an http(s) address',
    });
  });

  it('page on both doors: a page size over the cap is refused, and REST gives the total', async () => {
    const tooMany = await gql('{ redirects(first: 101) { totalCount } }');
    expect(tooMany.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { first: 'must be from 1 to 100' } });
    const page = await gql<{ redirects: { totalCount: number; nodes: { fromPath: string }[]; pageInfo: { hasNextPage: boolean } } }>(
      '{ redirects(first: 2, orderBy: fromPath) { totalCount nodes { fromPath } pageInfo { hasNextPage endCursor } } }',
    );
    const all = await server.rest('GET', '/api/admin/redirects?first=100', undefined, cookie);
    const total = (all.body as { totalCount: number }).totalCount;
    expect(page.data?.redirects.totalCount).toBe(total);
    expect(page.data?.redirects.nodes).toHaveLength(2);
    expect(page.data?.redirects.pageInfo.hasNextPage).toBe(total > 2);
  });
});

describe('site settings', () => {
  const update = (input: Record<string, unknown>) =>
    gql('mutation($input: SiteSettingsInput!) { updateSiteSettings(input: $input) { siteName announcementActive version } }', { input });
  const hour = 60 * 60 * 1000;

  it('show the announcement on every public page only between its start and end, the same in the page and its hand-over', async () => {
    const now = Date.now();
    const later = await update({
      announcementText: 'Exams **week**: see [the GPA tools](/education-tools)',
      announcementActive: true,
      announcementStartsAt: new Date(now + hour).toISOString(),
      announcementEndsAt: new Date(now + 2 * hour).toISOString(),
    });
    expect(later.errors).toBeUndefined();
    expect(body((await get('/percentage-calculator')).body)).not.toContain('data-announcement');
    expect((await update({ announcementStartsAt: new Date(now - hour).toISOString() })).errors).toBeUndefined();
    for (const path of ['/', '/percentage-calculator', '/terms']) {
      const html = (await get(path)).body;
      expect(body(html), path).toContain('data-announcement');
      expect(body(html), path).toContain('<strong>week</strong>');
      expect(body(html), path).toMatch(/<a[^>]*href="\/education-tools"[^>]*>the GPA tools<\/a>/);
    }
    // The browser's navigation data carries the same shell as the served page.
    const data = (await get('/api/site?path=/terms')).json() as { nav: { announcement: { text: string } | null } };
    expect(data.nav.announcement?.text).toBe('Exams **week**: see [the GPA tools](/education-tools)');
    // Past its end it is gone.
    expect(
      (await update({ announcementStartsAt: new Date(now - 2 * hour).toISOString(), announcementEndsAt: new Date(now - hour).toISOString() })).errors,
    ).toBeUndefined();
    expect(body((await get('/percentage-calculator')).body)).not.toContain('data-announcement');
    expect(((await get('/api/site?path=/terms')).json() as { nav: { announcement: unknown } }).nav.announcement).toBeNull();
  });

  it('refuses an end before the start, and a shown announcement without text', async () => {
    const answer = await update({
      announcementText: '',
      announcementActive: true,
      announcementStartsAt: '2026-05-02T00:00:00Z',
      announcementEndsAt: '2026-05-01T00:00:00Z',
    });
    expect(answer.errors?.[0]?.extensions?.fields).toEqual({
      announcementText: 'is required while the announcement is shown',
      announcementEndsAt: 'must be after the start',
    });
  });

  it('put the site name and footer in every page, and keep their versions in history', async () => {
    const saved = await gql(
      'mutation { updateSiteSettings(input: { siteName: "SumSite", footerText: "Made with **care**", socialLinks: [{ label: "Mastodon", url: "https://social.example/@sums" }] }) { version } }',
    );
    expect(saved.errors).toBeUndefined();
    const html = body((await get('/terms')).body);
    expect(html).toContain('SumSite');
    expect(html).toContain('Made with <strong>care</strong>');
    expect(html).toMatch(/<a[^>]*href="https:\/\/social.example\/@sums"[^>]*>Mastodon<\/a>/);
    const history = await gql<{ recordHistory: { nodes: { action: string; changes: { field: string }[] }[] } }>(
      '{ recordHistory(recordType: siteSettings, slug: "site") { nodes { action changes { field } } } }',
    );
    expect(history.errors).toBeUndefined();
    expect(history.data?.recordHistory.nodes[0]?.changes.map((change) => change.field).sort()).toEqual(['footerText', 'siteName', 'socialLinks']);
    const rest = await server.rest('GET', '/api/admin/site-settings', undefined, cookie);
    expect(rest.body).toMatchObject({ siteName: 'SumSite', socialLinks: [{ label: 'Mastodon', url: 'https://social.example/@sums' }] });
  });
});

describe('FAQ entries', () => {
  /** The FAQPage data a page carries. */
  function faqPage(html: string): { mainEntity: { name: string; acceptedAnswer: { text: string } }[] } | undefined {
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
      ([, json]) => JSON.parse(json ?? '') as Record<string, unknown>,
    );
    return blocks.find((data) => data['@type'] === 'FAQPage') as never;
  }

  it('are seeded from the questions the pages showed, and drive the page and its FAQPage data', async () => {
    const seeded = faqSeeds['blooket-calculator'] ?? [];
    const list = await gql<{ faqEntries: { totalCount: number; nodes: { question: string }[] } }>(
      '{ faqEntries(calculatorSlug: "blooket-calculator") { totalCount nodes { question } } }',
    );
    expect(list.data?.faqEntries.nodes.map((entry) => entry.question)).toEqual(seeded.map((faq) => faq.question));
    const before = faqPage((await get('/blooket-calculator')).body);
    expect(before?.mainEntity.map((entry) => entry.name)).toEqual(seeded.map((faq) => faq.question));

    // An edited answer with marks: the page shows the marks, the FAQPage data their plain text.
    const edited = await gql(
      'mutation { updateFaqEntry(faqSlug: "blooket-calculator-faq-1", input: { answer: "About **2%** per pack; see [odds](/blooket-calculator)." }) { version } }',
    );
    expect(edited.errors).toBeUndefined();
    // A new entry placed first, and one left unpublished.
    expect(
      (
        await gql(
          'mutation { createFaqEntry(input: { faqSlug: "blooket-first", calculatorSlug: "blooket-calculator", question: "First of all?", answer: "Yes.", sortOrder: 0 }) { version } }',
        )
      ).errors?.[0]?.extensions?.fields,
    ).toEqual({ sortOrder: 'must be at least 1' });
    expect((await gql('mutation { updateFaqEntry(faqSlug: "blooket-calculator-faq-2", input: { isPublished: false }) { version } }')).errors).toBeUndefined();
    const html = (await get('/blooket-calculator')).body;
    const after = faqPage(html);
    expect(after?.mainEntity[0]?.acceptedAnswer.text).toBe('About 2% per pack; see odds.');
    expect(after?.mainEntity.map((entry) => entry.name)).toEqual(seeded.filter((_, index) => index !== 1).map((faq) => faq.question));
    expect(body(html)).toContain('About <strong>2%</strong> per pack');
    expect(body(html)).not.toContain(`>${seeded[1]?.question}<`);
  });

  it('go to the trash and come back with their history, like every record', async () => {
    const slug = 'blooket-calculator-faq-3';
    const question = faqSeeds['blooket-calculator']?.[2]?.question ?? '';
    expect((await gql(`mutation { deleteFaqEntry(faqSlug: "${slug}") { version } }`)).errors).toBeUndefined();
    expect(body((await get('/blooket-calculator')).body)).not.toContain(`>${question}<`);
    const trash = await gql<{ deletedRecords: { nodes: { slug: string; title: string }[] } }>(
      '{ deletedRecords(recordType: faqEntry) { nodes { slug title } } }',
    );
    expect(trash.data?.deletedRecords.nodes).toContainEqual({ slug, title: question });
    expect((await gql(`mutation { restoreDeletedRecord(recordType: faqEntry, slug: "${slug}") { version } }`)).errors).toBeUndefined();
    expect(body((await get('/blooket-calculator')).body)).toContain(`>${question}<`);
  });
});

describe('the admin metadata of the calculators, pages and SEO meta', () => {
  type Info = {
    tab: string;
    tabLabel: string;
    layout: string | null;
    offerRedirect: boolean;
    tableColumns: { key: string; field: string; header: string; length: boolean; orderBy: string | null }[];
    fields: { name: string; input: string; shape: string | null; nullable: boolean; initial: string | null }[];
  };
  const metadata = async () =>
    (
      await gql<{ recordKinds: (Info & { recordType: string })[] }>(
        '{ recordKinds { recordType tab tabLabel layout offerRedirect tableColumns { key field header length orderBy } fields { name input shape nullable initial } } }',
      )
    ).data!.recordKinds;

  it('lists their tabs first, in the order the dashboard shows them, each under its own id', async () => {
    const kinds = await metadata();
    expect(kinds.slice(0, 3).map((kind) => [kind.recordType, kind.tab, kind.tabLabel])).toEqual([
      ['page', 'pages', 'Pages'],
      ['seoMeta', 'seo', 'SEO Meta'],
      ['calculator', 'calculators', 'Calculators'],
    ]);
    expect(kinds.slice(3).map((kind) => kind.recordType)).toEqual(['redirect', 'faqEntry', 'siteSettings']);
  });

  it('names the inputs of the icon, the features and typed content, with the type each content field edits', async () => {
    const kinds = await metadata();
    const field = (recordType: string, name: string) => kinds.find((kind) => kind.recordType === recordType)?.fields.find((each) => each.name === name);
    expect(field('calculator', 'icon')).toEqual({ name: 'icon', input: 'icon', shape: null, nullable: false, initial: 'Calculator' });
    expect(field('calculator', 'features')).toMatchObject({ input: 'phrases', shape: null });
    expect(field('calculator', 'howItWorks')).toMatchObject({ input: 'content', shape: 'HowItWorks', nullable: false });
    expect(field('calculator', 'sortOrder')).toMatchObject({ input: 'integer', initial: '1' });
    expect(field('calculator', 'embeddable')).toMatchObject({ input: 'switch', initial: 'true' });
    expect(field('page', 'content')).toMatchObject({ input: 'content', shape: 'PageContent', nullable: false });
    expect(field('page', 'isPublished')).toMatchObject({ input: 'switch', initial: 'false' });
    expect(field('seoMeta', 'structuredData')).toMatchObject({ input: 'content', shape: 'StructuredData', nullable: true });
    expect(field('seoMeta', 'ogImage')).toMatchObject({ input: 'httpUrl' });
  });

  it("gives the SEO meta its previews and a title length column sorted by the list's own order, and pages the redirect offer", async () => {
    const kinds = await metadata();
    const seo = kinds.find((kind) => kind.recordType === 'seoMeta')!;
    expect(seo.layout).toBe('seo');
    expect(seo.tableColumns).toEqual([
      { key: 'pageSlug', field: 'pageSlug', header: 'Page slug', length: false, orderBy: 'pageSlug' },
      { key: 'metaTitle', field: 'metaTitle', header: 'Meta title', length: false, orderBy: 'metaTitle' },
      { key: 'titleLength', field: 'metaTitle', header: 'Title length', length: true, orderBy: 'metaTitleLength' },
    ]);
    expect(kinds.find((kind) => kind.recordType === 'page')).toMatchObject({ offerRedirect: true, layout: null });
    expect(kinds.find((kind) => kind.recordType === 'calculator')?.offerRedirect).toBe(false);
  });
});

describe('redirects on two server instances on one PostgreSQL database', needs('postgres'), () => {
  it('a redirect saved through one is answered by the other on its next request', async () => {
    const url = server.database.url;
    if (!url) throw new Error('No database address');
    const orm = await openDatabase({ databaseUrl: url, dataDir: '' });
    const other = await testServer({ renderPages: true, database: { orm, url, close: () => orm.close(true) } });
    try {
      expect((await other.app.inject({ method: 'GET', url: '/privacy' })).statusCode).toBe(200);
      expect((await createRedirect({ fromPath: '/privacy', toPath: '/terms', statusCode: 301 })).errors).toBeUndefined();
      const moved = await other.app.inject({ method: 'GET', url: '/privacy' });
      expect([moved.statusCode, moved.headers.location]).toEqual([301, '/terms']);
      expect((await updateRedirect('/privacy', { isActive: false })).errors).toBeUndefined();
      expect((await other.app.inject({ method: 'GET', url: '/privacy' })).statusCode).toBe(200);
    } finally {
      await other.close();
      await orm.close(true);
    }
  });
});
