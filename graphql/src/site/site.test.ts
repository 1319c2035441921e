/**
 * The records are the site: an edit through the API shows in the very next
 * request's HTML, wherever the record's field is shown; drafts and inactive calculators are gone
 * everywhere and come back everywhere; a signed-in admin can preview them. Pages are rendered by the
 * web app's server renderer, from its sources.
 */
import { Connection } from '@mikro-orm/core';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { needs } from '../../../scripts/test-conditions.ts';
import { openDatabase } from '../db/orm.ts';
import { seedCatalogue } from '../db/seed.ts';
import { Page } from '../records/page/page.ts';
import type { SiteSource } from '#catalogue/rendering.ts';
import { buildApp } from '../http/app.ts';
import { RenderUnavailable } from './render-workers.ts';
import { sourceRenderer, testServer, type TestServer } from '../test/server.ts';

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

const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers });
const page = async (url: string) => (await get(url)).body;

async function mutate(query: string, variables: Record<string, unknown>): Promise<void> {
  const answer = await server.graphql(query, variables, cookie);
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
}

const updateCalculator = (slug: string, input: Record<string, unknown>) =>
  mutate('mutation($slug: String!, $input: CalculatorInput!) { updateCalculator(calculatorSlug: $slug, input: $input) { version } }', { slug, input });
const updatePage = (slug: string, input: Record<string, unknown>) =>
  mutate('mutation($slug: String!, $input: PageInput!) { updatePage(pageSlug: $slug, input: $input) { version } }', { slug, input });
const updateSeo = (slug: string, input: Record<string, unknown>) =>
  mutate('mutation($slug: String!, $input: SeoMetaInput!) { updateSeoMeta(pageSlug: $slug, input: $input) { version } }', { slug, input });

/** The page's visible markup: the rendered #root without the router's hand-over. */
function body(html: string): string {
  const start = html.indexOf('<div id="root"');
  return html.slice(start, html.indexOf('<script', start));
}

/** The footer's list of legal and contact pages. */
function footer(html: string): string {
  const start = html.indexOf('aria-label="Legal and contact"');
  return html.slice(start, html.indexOf('</ul>', start));
}

/** The header's main menu. */
function menu(html: string): string {
  const start = html.indexOf('aria-label="Main"');
  return html.slice(start, html.indexOf('</nav>', start));
}

function head(html: string): string {
  return html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
}

function headTag(html: string, pattern: RegExp): string | undefined {
  return pattern.exec(head(html))?.[1];
}

/** What the browser's router gets on a navigation to `path`. */
async function siteData(path: string) {
  const response = await get(`/api/site?path=${encodeURIComponent(path)}`);
  expect(response.statusCode).toBe(200);
  return response.json() as {
    nav: { categories: { id: string; calculators: { slug: string; title: string; path: string }[] }[]; pages: { path: string }[]; scientific: unknown };
    page: { title: string } | null;
  };
}

const sitemapPaths = async () => [...(await page('/sitemap.xml')).matchAll(/<loc>https:\/\/calc\.example([^<]*)<\/loc>/g)].map((match) => match[1]);

describe('a calculator record', () => {
  it('title: the page heading and every listing, menu, search entry and the home structured data', async () => {
    await updateCalculator('percentage-calculator', { title: 'Percent Marker Qz7 Calculator' });
    expect(body(await page('/percentage-calculator'))).toMatch(/<h1[^>]*>Percent Marker Qz7 Calculator<\/h1>/);
    // Home: a featured card; every page's header menu and footer: the menu label.
    const home = await page('/');
    expect(body(home)).toContain('>Percent Marker Qz7 Calculator</h3>');
    expect(body(home)).toContain('<span>Percent Marker Qz7</span>');
    expect(head(home)).toContain('"name":"Percent Marker Qz7 Calculator"');
    expect(body(await page('/general-tools'))).toContain('>Percent Marker Qz7 Calculator</h2>');
    expect(body(await page('/terms'))).toContain('>Percent Marker Qz7</a>');
    const data = await siteData('/terms');
    expect(data.nav.categories[0]?.calculators.find((calculator) => calculator.slug === 'percentage-calculator')?.title).toBe('Percent Marker Qz7 Calculator');
    await updateCalculator('percentage-calculator', { title: 'Percentage Calculator' });
    expect(body(await page('/'))).not.toContain('Percent Marker Qz7');
  });

  it('description, icon and features: the page header and the cards', async () => {
    await updateCalculator('tv-height-calculator', { description: 'Describes Kx2 things.', icon: 'Box', features: ['Feature Wq1', 'Feature Wq2'] });
    const own = body(await page('/tv-height-calculator'));
    expect(own).toContain('Describes Kx2 things.');
    expect(own).toMatch(/frame-heading[^"]*"[^>]*>(?:(?!<\/header>).)*#box"/s);
    const card = body(await page('/general-tools'));
    expect(card).toContain('Describes Kx2 things.');
    expect(card).toContain('Feature Wq1');
    expect(card).toContain('Feature Wq2');
    expect(card).not.toContain('Viewing angle advice');
  });

  it('howItWorks: the page’s How it works', async () => {
    await updateCalculator('ratio-calculator', {
      howItWorks: { steps: ['Step Jv4 first.'], formula: 'a : b = Formula Jv4', uses: ['Use Jv4'], bestPractices: ['Practice Jv4'] },
    });
    const own = body(await page('/ratio-calculator'));
    for (const marker of ['Step Jv4 first.', 'a : b = Formula Jv4', 'Use Jv4', 'Practice Jv4']) expect(own).toContain(marker);
  });

  it('category and sortOrder: which listing shows it, and where', async () => {
    await updateCalculator('tv-height-calculator', { sortOrder: 2 });
    await updateCalculator('volume-calculator', { category: 'general', sortOrder: 1 });
    const general = body(await page('/general-tools'));
    expect(general.indexOf('/volume-calculator')).toBeGreaterThan(-1);
    expect(general.indexOf('/volume-calculator')).toBeLessThan(general.indexOf('/tv-height-calculator'));
    expect(body(await page('/mathematical-tools'))).not.toMatch(/<h2[^>]*>Volume Calculator<\/h2>/);
    // Its breadcrumb follows it.
    expect(body(await page('/volume-calculator'))).toMatch(/href="\/general-tools"[^>]*>General</);
    await updateCalculator('volume-calculator', { category: 'mathematical', sortOrder: 8 });
    await updateCalculator('tv-height-calculator', { sortOrder: 1 });
    expect(body(await page('/mathematical-tools'))).toMatch(/<h2[^>]*>Volume Calculator<\/h2>/);
  });

  it('isActive: an inactive calculator is a 404 and gone from the sitemap, menus, listings, home and search; active again, it is back', async () => {
    await updateCalculator('dunk-calculator', { isActive: false });
    const missing = await get('/dunk-calculator');
    expect(missing.statusCode).toBe(404);
    expect(body(missing.body)).toMatch(/<h1[^>]*>Page Not Found<\/h1>/);
    expect((await get('/dunk')).statusCode).toBe(301);
    expect(await sitemapPaths()).not.toContain('/dunk-calculator');
    for (const path of ['/', '/general-tools', '/terms']) expect(body(await page(path)), path).not.toContain('/dunk-calculator');
    expect(JSON.stringify((await siteData('/')).nav)).not.toContain('dunk-calculator');
    expect((await siteData('/dunk-calculator')).page).toBeNull();

    await updateCalculator('dunk-calculator', { isActive: true });
    expect((await get('/dunk-calculator')).statusCode).toBe(200);
    expect(await sitemapPaths()).toContain('/dunk-calculator');
    expect(body(await page('/general-tools'))).toContain('/dunk-calculator');
  });
});

describe('a page record', () => {
  it('title and description: the heading and introduction of a listing and of the home page', async () => {
    await updatePage('education-tools', { title: 'Study Tools Hy5', description: 'Introduction Hy5.' });
    const listing = body(await page('/education-tools'));
    expect(listing).toMatch(/<h1[^>]*>Study Tools Hy5<\/h1>/);
    expect(listing).toContain('Introduction Hy5.');
    await updatePage('home', { title: 'Home Heading Hy6', description: 'Home introduction Hy6.' });
    const home = body(await page('/'));
    expect(home).toMatch(/<h1[^>]*>Home Heading Hy6<\/h1>/);
    expect(home).toContain('Home introduction Hy6.');
  });

  it('title and description: the heading and introduction of a legal page, and content its body', async () => {
    await updatePage('privacy', {
      title: 'Privacy Marker Ud3',
      description: 'Intro Ud3.',
      content: { updated: 'Date Ud3', sections: [{ heading: 'Section Ud3', blocks: [{ paragraph: { text: 'Paragraph Ud3 with [a link](/terms).' } }] }] },
    });
    const privacy = body(await page('/privacy'));
    expect(privacy).toMatch(/<h1[^>]*>Privacy Marker Ud3<\/h1>/);
    for (const marker of ['Intro Ud3.', 'Date Ud3', 'Section Ud3', 'Paragraph Ud3 with ']) expect(privacy).toContain(marker);
    expect(privacy).toMatch(/<a[^>]*href="\/terms"[^>]*>a link<\/a>/);
  });

  it('isPublished: a draft is a 404 and gone from the sitemap, the footer and the menus; published again, it is back', async () => {
    await updatePage('contact', { isPublished: false });
    await updatePage('scientific-calculator', { isPublished: false });
    expect((await get('/contact')).statusCode).toBe(404);
    expect((await get('/scientific-calculator')).statusCode).toBe(404);
    expect(await sitemapPaths()).not.toContain('/contact');
    const terms = await page('/terms');
    expect(footer(terms)).not.toContain('href="/contact"');
    expect(menu(terms)).not.toContain('href="/scientific-calculator"');
    expect((await siteData('/')).nav.scientific).toBeNull();

    await updatePage('contact', { isPublished: true });
    await updatePage('scientific-calculator', { isPublished: true });
    expect((await get('/contact')).statusCode).toBe(200);
    expect(footer(await page('/terms'))).toContain('href="/contact"');
    expect(menu(await page('/terms'))).toContain('href="/scientific-calculator"');
    expect(await sitemapPaths()).toContain('/scientific-calculator');
  });

  it('a calculator whose page record is a draft is hidden though its calculator record is active', async () => {
    await updatePage('factoring-calculator', { isPublished: false });
    expect((await get('/factoring-calculator')).statusCode).toBe(404);
    expect(body(await page('/mathematical-tools'))).not.toContain('/factoring-calculator');
    await updatePage('factoring-calculator', { isPublished: true });
    expect((await get('/factoring-calculator')).statusCode).toBe(200);
  });
});

describe('an SEO meta record', () => {
  it('drives every tag of the head', async () => {
    await updateSeo('acres-calculator', {
      metaTitle: 'Acres Title Mp8',
      metaDescription: 'Acres description Mp8.',
      metaKeywords: 'acres, mp8',
      canonicalUrl: 'https://canonical.example/acres',
      ogTitle: 'Acres OG Mp8',
      ogDescription: 'Acres OG description Mp8.',
      ogImage: 'https://images.example/acres.png',
      twitterTitle: 'Acres X Mp8',
      twitterDescription: 'Acres X description Mp8.',
      twitterImage: 'https://images.example/acres-x.png',
      structuredData: { type: 'WebApplication', name: 'Structured Mp8' },
    });
    const html = await page('/acres-calculator');
    expect(headTag(html, /<title data-server-head>([^<]*)<\/title>/)).toBe('Acres Title Mp8');
    expect(headTag(html, /<meta name="description" content="([^"]*)"/)).toBe('Acres description Mp8.');
    expect(headTag(html, /<meta name="keywords" content="([^"]*)"/)).toBe('acres, mp8');
    expect(headTag(html, /<link rel="canonical" href="([^"]*)"/)).toBe('https://canonical.example/acres');
    expect(headTag(html, /<meta property="og:url" content="([^"]*)"/)).toBe('https://canonical.example/acres');
    expect(headTag(html, /<meta property="og:title" content="([^"]*)"/)).toBe('Acres OG Mp8');
    expect(headTag(html, /<meta property="og:description" content="([^"]*)"/)).toBe('Acres OG description Mp8.');
    expect(headTag(html, /<meta property="og:image" content="([^"]*)"/)).toBe('https://images.example/acres.png');
    expect(headTag(html, /<meta name="twitter:title" content="([^"]*)"/)).toBe('Acres X Mp8');
    expect(headTag(html, /<meta name="twitter:description" content="([^"]*)"/)).toBe('Acres X description Mp8.');
    expect(headTag(html, /<meta name="twitter:image" content="([^"]*)"/)).toBe('https://images.example/acres-x.png');
    expect(JSON.parse(headTag(html, /<script type="application\/ld\+json" data-server-head>(.*?)<\/script>/s) ?? '{}')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebApplication',
      name: 'Structured Mp8',
      url: 'https://canonical.example/acres',
    });
  });

  it('with its canonical URL and social fields cleared, falls back to the page’s own address on SITE_URL and its title', async () => {
    await updateSeo('acres-calculator', { canonicalUrl: '', ogTitle: '', ogImage: '', twitterTitle: '', twitterImage: '', structuredData: null });
    const html = await page('/acres-calculator');
    expect(headTag(html, /<link rel="canonical" href="([^"]*)"/)).toBe('https://calc.example/acres-calculator');
    expect(headTag(html, /<meta property="og:url" content="([^"]*)"/)).toBe('https://calc.example/acres-calculator');
    expect(headTag(html, /<meta property="og:title" content="([^"]*)"/)).toBe('Acres Title Mp8');
    expect(headTag(html, /<meta property="og:image" content="([^"]*)"/)).toBe('https://calc.example/og-image.png');
    expect(headTag(html, /<meta name="twitter:title" content="([^"]*)"/)).toBe('Acres Title Mp8');
    expect(head(html)).toContain('"@type":"WebApplication","name":"Acres per Hour Calculator"');
  });

  it('is the head the browser’s router shows after a navigation', async () => {
    await updateSeo('blooket-calculator', { metaTitle: 'Blooket Title Nv2' });
    const data = (await siteData('/blooket-calculator')) as unknown as { page: { head: { meta: unknown[] } } };
    expect(data.page.head.meta).toContainEqual({ title: 'Blooket Title Nv2' });
  });
});

describe('hostile record values', () => {
  it('stay inert text in the head and in the body', async () => {
    const evil = '"><script>alert(1)</script><!--<img src=x onerror=alert(2)>';
    await updateSeo('dmca', {
      metaTitle: `DMCA ${evil}`,
      metaDescription: evil,
      structuredData: { type: 'WebPage', name: '</script><script>alert(3)</script>' },
    });
    await updatePage('dmca', {
      title: `Title ${evil}`,
      description: evil,
      content: { sections: [{ heading: evil, blocks: [{ paragraph: { text: `${evil} [x](javascript:alert(4)) [y](//evil.example)` } }] }] },
    });
    await updateCalculator('blooket-calculator', { title: `Blooket ${evil}`, features: [evil] });
    for (const path of ['/dmca', '/general-tools', '/blooket-calculator']) {
      const html = await page(path);
      expect(html, path).not.toMatch(/<script>alert|<img src=x/);
      expect(html, path).not.toContain('href="javascript:');
      expect(html, path).not.toContain('href="//evil.example"');
      // Every script element the document opens is one it closes itself.
      expect(html.match(/<\/script>/g)?.length, path).toBe(html.match(/<script[ >]/g)?.length);
    }
    const dmca = await page('/dmca');
    expect(headTag(dmca, /<title data-server-head>([^<]*)<\/title>/)).toBe(
      'DMCA &#34;&#62;&#60;script&#62;alert(1)&#60;/script&#62;&#60;!--&#60;img src=x onerror=alert(2)&#62;',
    );
    expect(body(dmca)).toContain('Title &quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    await updateCalculator('blooket-calculator', { title: 'Blooket Pack Odds Calculator', features: ['Odds by pack and rarity'] });
  });
});

describe('previews', () => {
  it('show a signed-in admin a draft with a visible banner, noindex and never kept; visitors get 404 for it', async () => {
    await updatePage('terms', { isPublished: false });
    const preview = await get('/terms', { cookie });
    expect(preview.statusCode).toBe(200);
    expect(body(preview.body)).toContain('Preview: not public');
    expect(preview.headers['cache-control']).toBe('private, no-store');
    expect(preview.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(headTag(preview.body, /<meta name="robots" content="([^"]*)"/)).toBe('noindex, nofollow');
    const visitor = await get('/terms');
    expect(visitor.statusCode).toBe(404);
    expect(visitor.body).not.toContain('Preview: not public');
    const data = await get('/api/site?path=%2Fterms', { cookie });
    expect((data.json() as { page: { preview: boolean } }).page.preview).toBe(true);
    expect((await siteData('/terms')).page).toBeNull();
    await updatePage('terms', { isPublished: true });
    expect(body(await page('/terms'))).not.toContain('Preview: not public');
  });

  it('of an inactive calculator, likewise', async () => {
    await updateCalculator('credit-hour-calculator', { isActive: false });
    expect((await get('/credit-hour-calculator', { cookie })).statusCode).toBe(200);
    expect((await get('/credit-hour-calculator')).statusCode).toBe(404);
    await updateCalculator('credit-hour-calculator', { isActive: true });
  });
});

describe('a shared link', () => {
  it('is served with its own inputs and results in the HTML', async () => {
    const html = await page('/student-loan-calculator?principalAmount=40000&interestRate=6.8&loanTerm=10');
    expect(body(html)).toMatch(/<input[^>]*name="principalAmount"[^>]*value="40000"/);
    // 40,000 at 6.8%, its 6 default grace months' interest added first (40,000 · 0.068 · 6/12 = 1,360),
    // repaid over 120 months: 41,360 · r / (1 − (1 + r)^−120), r = 0.068/12, is $475.97.
    expect(body(html)).toMatch(/data-result="monthlyPayment"[^>]*>\$475\.97</);
  });

  it('with values its page cannot read is the page with them reset, never a 404', async () => {
    for (const url of [
      '/college-gpa-calculator?gradeScale=4.0',
      '/unweighted-gpa-calculator?gradeScale=4.0',
      '/percentage-calculator?mode=bogus&value1=50&value2=75',
      '/volume-calculator?shape=Cylinder',
      '/triangle-calculator?calculationType=XYZ',
      '/college-gpa-calculator?courses=garbage',
      '/college-gpa-calculator?courses=%5B%7B%22name%22%3A%22A%22%2C%22creditHours%22%3A3%2C%22grade%22%3A5%7D%5D',
      `/percentage-calculator?value1=${'9'.repeat(5000)}`,
    ]) {
      const answer = await get(url);
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['x-robots-tag'], url).toBeUndefined();
    }
    expect(body(await page('/percentage-calculator?mode=bogus&value1=50&value2=75'))).toMatch(/data-link-reset="mode"/);
    expect((await get('/no-such-calculator?mode=bogus')).statusCode).toBe(404);
  });

  it('too long for the server to read is the page at its path, saying so, with status 431', async () => {
    const base = await server.app.listen({ host: '127.0.0.1', port: 0 });
    try {
      const courses = Array.from({ length: 200 }, (_, index) => ({ name: `Course ${index + 1}`, creditHours: 3, grade: 'A' }));
      const link = `/college-gpa-calculator?courses=${encodeURIComponent(JSON.stringify(courses))}`;
      expect(link.length).toBeGreaterThan(16 * 1024);
      const answer = await fetch(`${base}${link}`);
      expect(answer.status).toBe(431);
      expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
      const html = await answer.text();
      expect(body(html)).toMatch(/<h1[^>]*>College GPA Calculator<\/h1>/);
      expect(body(html)).toContain('This link was too long to open');
      // The browser takes the page over at its path alone.
      expect(html).toContain('href:"/college-gpa-calculator"');
      const api = await fetch(`${base}/api/site?path=/${'a'.repeat(17 * 1024)}`);
      expect(api.status).toBe(431);
      expect(await api.json()).toEqual({ code: 'HEADERS_TOO_LARGE', message: 'The request headers (the address and cookies included) are too large.' });
    } finally {
      await server.app.server.close();
    }
  });
});

describe('the cache', () => {
  it('answers a repeat request with the same page and ETag, and the first request after an edit with a new one', async () => {
    const first = await get('/weighted-gpa-calculator');
    const second = await get('/weighted-gpa-calculator');
    expect(second.headers.etag).toBe(first.headers.etag);
    expect((await get('/weighted-gpa-calculator', { 'if-none-match': String(first.headers.etag) })).statusCode).toBe(304);
    await updateCalculator('weighted-gpa-calculator', { description: 'Weighted description Ct6.' });
    const third = await get('/weighted-gpa-calculator');
    expect(third.headers.etag).not.toBe(first.headers.etag);
    expect(third.body).toContain('Weighted description Ct6.');
  });

  it('keys a page by its query in any order', async () => {
    const a = await get('/percentage-calculator?value1=40&value2=50');
    const b = await get('/percentage-calculator?value2=50&value1=40');
    expect(b.headers.etag).toBe(a.headers.etag);
  });
});

describe('the page cache', () => {
  it("keeps a page once per set of inputs its route reads: parameters it does not have, their order and every 'Page Not Found' make no entries", async () => {
    const source = await sourceRenderer();
    const rendered: string[] = [];
    const counting = { cleanLink: source.cleanLink, renderPage: (url: string, site: SiteSource) => (rendered.push(url), source.renderPage(url, site)) };
    const app = await buildApp({ webDist: server.webDist, orm: server.database.orm, renderer: counting, anonymousBudget: null });
    try {
      const status = async (url: string) => (await app.inject(url)).statusCode;
      expect(await status('/percentage-calculator?value1=40&value2=50')).toBe(200);
      for (let n = 0; n < 20; n += 1) {
        expect(await status(`/percentage-calculator?value2=50&utm_source=${n}&value1=40`)).toBe(200);
        expect(await status(`/no-such-page-${n}${'x'.repeat(n * 100)}`)).toBe(404);
      }
      // One render for the page's inputs, one for every address of no page.
      expect(rendered).toEqual(['/percentage-calculator?value1=40&value2=50', '/no-such-page-0']);
      // A link with a value the page cannot read is rendered as asked (so the page names the value it reset) each time, never kept.
      await status('/percentage-calculator?mode=no-such-mode');
      await status('/percentage-calculator?mode=no-such-mode');
      expect(rendered.slice(2)).toEqual(['/percentage-calculator?mode=no-such-mode', '/percentage-calculator?mode=no-such-mode']);
    } finally {
      await app.close();
    }
  });
});

describe('a page the server could not render', () => {
  it("is the site's shell for the browser to draw: 503 with Retry-After when the render workers could not take it in time, else 500", async () => {
    const source = await sourceRenderer();
    let failure: Error = new RenderUnavailable('Rendering /percentage-calculator took over 3000 ms: stopped', 1);
    const failing = { cleanLink: source.cleanLink, renderPage: () => Promise.reject(failure) };
    const app = await buildApp({ webDist: server.webDist, orm: server.database.orm, renderer: failing, anonymousBudget: null });
    try {
      const refused = await app.inject('/percentage-calculator?value1=3');
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBe('1');
      expect(refused.headers['cache-control']).toBe('no-store');
      expect(refused.body).toContain('<div id="root"></div>');
      expect(refused.body).not.toContain('took over');
      failure = new Error('/percentage-calculator could not be rendered: Connection terminated unexpectedly');
      const failed = await app.inject('/percentage-calculator?value1=4');
      expect(failed.statusCode).toBe(500);
      expect(failed.headers['retry-after']).toBeUndefined();
      expect(failed.body).not.toContain('Connection terminated');
    } finally {
      await app.close();
    }
  });
});

describe('with the database away', () => {
  /** Every statement fails as a lost connection does, until the returned function is called. */
  function databaseAway(): () => void {
    const away = () => Promise.reject(Object.assign(new Error('Connection terminated unexpectedly'), { code: '57P01' }));
    const statements = vi.spyOn(Connection.prototype, 'executeQuery').mockImplementation(away);
    const pooled = vi.spyOn(pg.Pool.prototype, 'query').mockImplementation(away as never);
    return () => {
      statements.mockRestore();
      pooled.mockRestore();
    };
  }

  it('visitors keep getting the pages the last read showed as public, and only those', async () => {
    const own = await testServer({ renderPages: true });
    await seedCatalogue(own.em());
    await own.em().nativeUpdate(Page, { pageSlug: 'privacy' }, { isPublished: false });
    const before = await own.app.inject({ method: 'GET', url: '/percentage-calculator' });
    expect(before.statusCode).toBe(200);
    // A write the site has not read yet makes every instance ask the database before its next page.
    await own.em().nativeUpdate(Page, { pageSlug: 'contact' }, { title: 'Write us' });
    const back = databaseAway();
    try {
      // Public at the last read: served, kept or rendered anew from that read.
      for (const path of ['/percentage-calculator', '/terms', '/sitemap.xml', '/api/site?path=/terms']) {
        const response = await own.app.inject({ method: 'GET', url: path });
        expect(response.statusCode, path).toBe(200);
      }
      expect((await own.app.inject({ method: 'GET', url: '/percentage-calculator' })).body).toContain('Percentage Calculator');
      expect((await own.app.inject({ method: 'GET', url: '/sitemap.xml' })).body).not.toContain('/privacy');
      // Unpublished at the last read: never served.
      const privacy = await own.app.inject({ method: 'GET', url: '/privacy' });
      expect(privacy.statusCode).toBe(503);
      expect(privacy.headers['retry-after']).toBe('10');
    } finally {
      back();
      await own.close();
    }
  });

  it('before any page was read from it, serves no page from the seed (an editor may have unpublished it): 503 with Retry-After', async () => {
    const own = await testServer({ renderPages: true });
    await seedCatalogue(own.em());
    await own.em().nativeUpdate(Page, { pageSlug: 'terms' }, { isPublished: false });
    // Away before the first page is asked for: the only site at hand is the seed's, which shows /terms.
    const back = databaseAway();
    try {
      for (const path of ['/terms', '/percentage-calculator', '/', '/sitemap.xml', '/api/site?path=/terms']) {
        const response = await own.app.inject({ method: 'GET', url: path });
        expect(response.statusCode, path).toBe(503);
        expect(response.headers['retry-after'], path).toBe('10');
        expect(response.headers['cache-control'], path).toBe('no-store');
        expect(response.body, path).not.toContain('Terms of Service');
      }
      // What needs no database still answers.
      expect((await own.app.inject({ method: 'GET', url: '/no-such-page' })).statusCode).toBe(404);
      expect((await own.app.inject({ method: 'GET', url: '/admin' })).statusCode).toBe(200);
      expect((await own.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      back();
      await own.close();
    }
  });
});

describe('two server instances on one PostgreSQL database', needs('postgres'), () => {
  it('an edit through one shows through the other on the next request', async () => {
    const url = server.database.url;
    if (!url) throw new Error('No database address');
    // A second instance: its own connections to the same database, its own cache.
    const orm = await openDatabase({ databaseUrl: url, dataDir: '' });
    const other = await testServer({ renderPages: true, database: { orm, url, close: () => orm.close(true) } });
    try {
      const read = async () => (await other.app.inject({ method: 'GET', url: '/cumulative-gpa-calculator' })).body;
      expect(await read()).not.toContain('Cumulative Ek9');
      for (let round = 1; round <= 5; round += 1) {
        await updateCalculator('cumulative-gpa-calculator', { title: `Cumulative Ek9 ${round} Calculator` });
        expect(await read()).toContain(`Cumulative Ek9 ${round} Calculator`);
      }
      // The same records give the same ETag on both, so a browser moving between them revalidates.
      const [mine, theirs] = await Promise.all([get('/cumulative-gpa-calculator'), other.app.inject({ method: 'GET', url: '/cumulative-gpa-calculator' })]);
      expect(theirs.headers.etag).toBe(mine.headers.etag);
    } finally {
      await other.close();
      await orm.close(true);
    }
  });
});
