/**
 * Embeds as the server answers them: a calculator drawn alone at /embed/<calculator>, framed by any
 * site while its calculator record and the site settings allow embedding, and otherwise 'Page Not
 * Found' that no site may frame, with the calculator page's Embed action and oEmbed link gone too; the
 * rest of the site framed by itself only. Also the editor's redirects as the browser meets them when
 * it draws a page itself (its navigation data and the installed app's kept records). Pages are
 * rendered by the web app's renderer, from its sources.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from '../db/seed.ts';
import { testServer, type GraphqlAnswer, type TestServer } from '../test/server.ts';

let server: TestServer;
let cookie: string;
const origin = 'https://calc.example';

beforeAll(async () => {
  server = await testServer({ renderPages: true });
  await seedCatalogue(server.em());
  cookie = await server.signIn();
});

afterAll(async () => {
  await server.close();
});

const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers });
/** The redirects the installed app keeps for offline use, by the path each moves. */
const keptRedirects = async () => ((await get('/site-records.json')).json() as { redirects: Record<string, string> }).redirects;
const gql = async (query: string, variables: Record<string, unknown> = {}): Promise<GraphqlAnswer> => server.graphql(query, variables, cookie);

/** The visible markup: the rendered #root without the router's hand-over. */
function body(html: string): string {
  const start = html.indexOf('<div id="root"');
  return html.slice(start, html.indexOf('<script', start));
}

const frameAncestors = (response: { headers: Record<string, unknown> }) =>
  /frame-ancestors ([^;]+)/.exec(String(response.headers['content-security-policy']))?.[1];
const embedAction = /<button[^>]*aria-haspopup="dialog"[^>]*>(?:(?!<\/button>).)*Embed<\/button>/s;
const oembedLink = /<link rel="alternate" type="application\/json\+oembed" href="([^"]+)"/;

async function setSiteEmbedding(embeddingEnabled: boolean): Promise<void> {
  const answer = await gql('mutation($on: Boolean!) { updateSiteSettings(input: { embeddingEnabled: $on }) { embeddingEnabled } }', { on: embeddingEnabled });
  expect(answer.errors).toBeUndefined();
  expect(answer.data?.updateSiteSettings).toEqual({ embeddingEnabled });
}

async function setCalculatorEmbeddable(slug: string, embeddable: boolean): Promise<void> {
  const answer = await gql('mutation($slug: String!, $on: Boolean!) { updateCalculator(calculatorSlug: $slug, input: { embeddable: $on }) { embeddable } }', {
    slug,
    on: embeddable,
  });
  expect(answer.errors).toBeUndefined();
}

/** What a visitor's and another site's requests meet for one calculator while its embed is allowed. */
async function expectEmbeddable(path: string): Promise<void> {
  const embed = await get(`/embed${path}?value1=40&value2=50&mode=change`);
  expect(embed.statusCode, path).toBe(200);
  expect(frameAncestors(embed), path).toBe('*');
  expect(embed.headers['x-frame-options'], path).toBeUndefined();
  expect(embed.headers['x-robots-tag'], path).toBe('noindex, nofollow');
  expect(embed.headers['set-cookie'], path).toBeUndefined();
  expect(body(embed.body), path).toContain('Open in CalcSuite');
  expect(embed.body, path).toContain(`<link rel="canonical" href="${origin}${path}"`);

  const page = await get(path);
  expect(frameAncestors(page), path).toBe("'self'");
  expect(body(page.body), path).toMatch(embedAction);
  expect(oembedLink.exec(page.body)?.[1], path).toContain(`${origin}/oembed?url=`);
  const discovered = await get(`/oembed?url=${encodeURIComponent(`${origin}${path}`)}&format=json`);
  expect(discovered.statusCode, path).toBe(200);
}

/** The same when it is not: 'Page Not Found' that no site may frame, and nothing offering it. */
async function expectRefused(path: string): Promise<void> {
  const embed = await get(`/embed${path}?value1=40&value2=50&mode=change`);
  expect(embed.statusCode, path).toBe(404);
  expect(frameAncestors(embed), path).toBe("'none'");
  expect(body(embed.body), path).toContain('Page Not Found');
  expect(body(embed.body), path).not.toContain('Open in CalcSuite');

  const page = await get(path);
  expect(page.statusCode, path).toBe(200);
  expect(frameAncestors(page), path).toBe("'self'");
  expect(body(page.body), path).not.toMatch(embedAction);
  expect(page.body, path).not.toMatch(oembedLink);
  const discovered = await get(`/oembed?url=${encodeURIComponent(`${origin}${path}`)}&format=json`);
  expect(discovered.statusCode, path).toBe(404);
  expect(discovered.json()).toMatchObject({ code: 'NOT_FOUND' });
}

describe('embeds', () => {
  it('draw a calculator alone, with its inputs and results, for any site to frame', async () => {
    await expectEmbeddable('/percentage-calculator');
    const embed = await get('/embed/percentage-calculator?value1=40&value2=50&mode=change');
    // From 40 to 50 is a rise of a quarter.
    expect(body(embed.body)).toMatch(/data-result="percentage"[^>]*>25(\.0+)?%/);
    expect(body(embed.body)).not.toContain('How it works');
    expect(body(embed.body)).not.toContain('id="site-footer"');
  });

  it('answer oEmbed with the snippet for the link’s inputs, bounded by the consumer’s size', async () => {
    const url = `${origin}/percentage-calculator?value1=40&value2=70&mode=change`;
    const answer = await get(`/oembed?url=${encodeURIComponent(url)}&maxwidth=400&maxheight=300`);
    expect(answer.statusCode).toBe(200);
    const oembed = answer.json() as { type: string; version: string; width: number; height: number; html: string; title: string };
    expect(oembed).toMatchObject({ type: 'rich', version: '1.0', width: 400, height: 300, title: 'Percentage Calculator' });
    // The link as its page reads it (its clean form, in the route's order).
    expect(oembed.html).toContain(`src="${origin}/embed/percentage-calculator?mode=change&amp;value1=40&amp;value2=70"`);
    expect(oembed.html).toContain('height="300"');
    expect((await get(`/oembed?url=${encodeURIComponent('https://elsewhere.example/percentage-calculator')}`)).statusCode).toBe(404);
    expect((await get(`/oembed?url=${encodeURIComponent(`${origin}/terms`)}`)).statusCode).toBe(404);
    expect((await get(`/oembed?url=${encodeURIComponent(url)}&format=xml`)).statusCode).toBe(501);
  });

  it('are refused for a calculator whose record turns embedding off, and back when it turns it on', async () => {
    await setCalculatorEmbeddable('ratio-calculator', false);
    try {
      await expectRefused('/ratio-calculator');
      // Its neighbours are untouched.
      await expectEmbeddable('/percentage-calculator');
    } finally {
      await setCalculatorEmbeddable('ratio-calculator', true);
    }
    await expectEmbeddable('/ratio-calculator');
  });

  it('are on by default in the site settings, on both doors', async () => {
    const settings = await gql('{ siteSettings { embeddingEnabled } }');
    expect(settings.data?.siteSettings).toEqual({ embeddingEnabled: true });
    const rest = await server.rest('GET', '/api/admin/site-settings', undefined, cookie);
    expect(rest.body).toMatchObject({ embeddingEnabled: true });
  });

  it('are all refused while the site settings turn embedding off, whatever each calculator says, and back when they turn it on', async () => {
    // Seen once while on, so a kept page cannot stand in for the answer after the switch.
    await expectEmbeddable('/percentage-calculator');
    await setSiteEmbedding(false);
    try {
      for (const path of ['/percentage-calculator', '/tv-height-calculator', '/scientific-calculator']) await expectRefused(path);
      // The rest of the site is framed by itself only, the admin by no one, as always.
      expect(frameAncestors(await get('/'))).toBe("'self'");
      expect(frameAncestors(await get('/terms'))).toBe("'self'");
      expect(frameAncestors(await get('/admin'))).toBe("'none'");
      // The browser's navigation data says the same: the page's view offers no embed.
      const data = (await get('/api/site?path=/percentage-calculator')).json() as { page: { embeddable: boolean } };
      expect(data.page.embeddable).toBe(false);
    } finally {
      await setSiteEmbedding(true);
    }
    await expectEmbeddable('/percentage-calculator');
  });

  it('keep the switch’s changes in the settings’ history, and refuse a value that is not a yes or no', async () => {
    await setSiteEmbedding(false);
    await setSiteEmbedding(true);
    const history = await gql('{ recordHistory(recordType: siteSettings, slug: "site") { nodes { changes { field } } } }');
    const nodes = (history.data?.recordHistory as { nodes: { changes: { field: string }[] }[] }).nodes;
    expect(nodes.slice(0, 2).map((node) => node.changes.map((change) => change.field))).toEqual([['embeddingEnabled'], ['embeddingEnabled']]);
    const rest = await server.rest('PUT', '/api/admin/site-settings', { embeddingEnabled: 'no' }, cookie);
    expect(rest.status).toBe(400);
    expect(rest.body).toMatchObject({ code: 'BAD_USER_INPUT', fields: { embeddingEnabled: expect.any(String) } });
  });
});

describe('an editor’s redirect, where the browser draws the page itself', () => {
  it('is in the navigation data and the installed app’s kept records, so the browser follows it too', async () => {
    const created = await gql(
      'mutation { createRedirect(input: { fromPath: "/old-percent", toPath: "/percentage-calculator", statusCode: 301, isActive: true }) { version } }',
    );
    expect(created.errors).toBeUndefined();
    const full = await get('/old-percent?value1=1');
    expect(full.statusCode).toBe(301);
    expect(full.headers.location).toBe('/percentage-calculator?value1=1');

    const data = (await get('/api/site?path=/old-percent')).json() as { page: unknown; redirect?: string };
    expect(data).toMatchObject({ page: null, redirect: '/percentage-calculator' });
    expect((await keptRedirects())['/old-percent']).toBe('/percentage-calculator');
    // A page's own data carries none.
    expect(((await get('/api/site?path=/percentage-calculator')).json() as { redirect?: string }).redirect).toBeUndefined();
  });

  it('so is a short path (D6), which the app no longer carries a list of: an editor’s redirect from one replaces it', async () => {
    const full = await get('/percentage?value1=1');
    expect(full.statusCode).toBe(301);
    expect(full.headers.location).toBe('/percentage-calculator?value1=1');
    expect((await get('/api/site?path=/percentage')).json()).toMatchObject({ page: null, redirect: '/percentage-calculator' });
    expect((await get('/api/site?path=/mathematical/')).json()).toMatchObject({ page: null, redirect: '/mathematical-tools' });
    const kept = await keptRedirects();
    expect(kept['/tv-height']).toBe('/tv-height-calculator');
    expect(kept['/general']).toBe('/general-tools');

    const created = await gql(
      'mutation { createRedirect(input: { fromPath: "/dunk", toPath: "/percentage-calculator", statusCode: 302, isActive: true }) { version } }',
    );
    expect(created.errors).toBeUndefined();
    const moved = await get('/dunk');
    expect(moved.statusCode).toBe(302);
    expect(moved.headers.location).toBe('/percentage-calculator');
    expect((await get('/api/site?path=/dunk')).json()).toMatchObject({ redirect: '/percentage-calculator' });
    expect((await keptRedirects())['/dunk']).toBe('/percentage-calculator');
  });
});
