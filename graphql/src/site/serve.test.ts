import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicPages } from '#catalogue/catalogue.ts';
import { documentTitle } from '#catalogue/seo.ts';
import { seedCatalogue } from '../db/seed.ts';
import { testServer, type TestServer } from '../test/server.ts';

let server: TestServer;
let cookie: string;
const origin = 'https://calc.example';

beforeAll(async () => {
  server = await testServer();
  await seedCatalogue(server.em());
  cookie = await server.signIn();
});

afterAll(async () => {
  await server.close();
});

const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers });

function head(html: string): string {
  return html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
}

function tag(html: string, pattern: RegExp): string | undefined {
  return pattern.exec(head(html))?.[1];
}

describe('the served head of every public page, before any JavaScript runs', () => {
  it('has the title, description, keywords, canonical link, Open Graph, Twitter and JSON-LD of its record', async () => {
    for (const page of publicPages) {
      const response = await get(page.path);
      expect(response.statusCode, page.path).toBe(200);
      const html = response.body;
      expect(tag(html, /<title data-server-head>([^<]*)<\/title>/), page.path).toBe(documentTitle(page));
      expect(tag(html, /<meta name="description" content="([^"]*)"/), page.path).toBe(page.description.replaceAll("'", '&#39;'));
      expect(tag(html, /<meta name="keywords" content="([^"]*)"/), page.path).toBe(page.keywords.join(', '));
      expect(tag(html, /<link rel="canonical" href="([^"]*)"/), page.path).toBe(`${origin}${page.path}`);
      expect(tag(html, /<meta property="og:title" content="([^"]*)"/), page.path).toBe(documentTitle(page));
      expect(tag(html, /<meta name="twitter:card" content="([^"]*)"/), page.path).toBe('summary_large_image');
      const jsonLd = tag(html, /<script type="application\/ld\+json" data-server-head>(.*?)<\/script>/s);
      expect(JSON.parse(jsonLd ?? 'null')?.['@context'], page.path).toBe('https://schema.org');
      expect(html, page.path).not.toContain('AggregateRating');
    }
  });

  it('shows an admin edit of the record on the next request', async () => {
    const answer = await server.graphql(
      'mutation { updateSeoMeta(pageSlug: "terms", input: { metaTitle: "Terms of Service (revised) | CalcSuite", metaDescription: "New terms." }) { version } }',
      {},
      cookie,
    );
    expect(answer.errors).toBeUndefined();
    const html = (await get('/terms')).body;
    expect(tag(html, /<title data-server-head>([^<]*)<\/title>/)).toBe('Terms of Service (revised) | CalcSuite');
    expect(tag(html, /<meta name="description" content="([^"]*)"/)).toBe('New terms.');
  });

  it('keeps hostile record values inert: attribute breakouts, </script> and comment starts stay text', async () => {
    const evil = '"><script>alert(1)</script><!--';
    const answer = await server.graphql(
      'mutation($input: SeoMetaInput!) { updateSeoMeta(pageSlug: "dmca", input: $input) { version } }',
      {
        input: {
          metaTitle: `DMCA ${evil}`,
          metaDescription: evil,
          structuredData: { type: 'WebPage', name: '</script><script>alert(2)</script>' },
        },
      },
      cookie,
    );
    expect(answer.errors).toBeUndefined();
    const html = (await get('/dmca')).body;
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('"><script');
    expect(head(html).match(/<\/script>/g)?.length).toBe(head(html).match(/<script /g)?.length);
    expect(tag(html, /<title data-server-head>([^<]*)<\/title>/)).toBe('DMCA &#34;&#62;&#60;script&#62;alert(1)&#60;/script&#62;&#60;!--');
    const jsonLd = JSON.parse(tag(html, /<script type="application\/ld\+json" data-server-head>(.*?)<\/script>/s) ?? '{}') as { name: string };
    expect(jsonLd.name).toBe('</script><script>alert(2)</script>');
  });

  it('keeps the admin and the 404 page out of search results', async () => {
    const admin = await get('/admin');
    expect(admin.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(head(admin.body)).toContain('<meta name="robots" content="noindex, nofollow"');
    const missing = await get('/no-such-page');
    expect(missing.statusCode).toBe(404);
    expect(head(missing.body)).toContain('<title data-server-head>Page Not Found | CalcSuite</title>');
    expect(missing.headers['x-robots-tag']).toBe('noindex, nofollow');
  });
});

describe('caching', () => {
  it('lets the browser revalidate HTML with an ETag', async () => {
    const first = await get('/contact');
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect((await get('/contact', { 'if-none-match': etag })).statusCode).toBe(304);
  });

  it('compresses with brotli when the client accepts it, else gzip', async () => {
    expect((await get('/', { 'accept-encoding': 'br, gzip' })).headers['content-encoding']).toBe('br');
    expect((await get('/', { 'accept-encoding': 'gzip' })).headers['content-encoding']).toBe('gzip');
  });

  it('gives each representation (brotli, gzip, plain) an ETag of its own, each revalidated on its own', async () => {
    const representations = [{ 'accept-encoding': 'br, gzip' }, { 'accept-encoding': 'gzip' }, { 'accept-encoding': 'identity' }];
    const tags: string[] = [];
    for (const headers of representations) {
      const answer = await get('/contact', headers);
      expect(answer.headers.vary).toBe('Accept-Encoding');
      tags.push(String(answer.headers.etag));
    }
    expect(new Set(tags).size).toBe(3);
    for (const [index, headers] of representations.entries()) {
      for (const [other, tag] of tags.entries()) {
        const answer = await get('/contact', { ...headers, 'if-none-match': tag });
        expect(answer.statusCode, `${JSON.stringify(headers)} with ${tag}`).toBe(index === other ? 304 : 200);
        if (index === other) expect(answer.headers.etag).toBe(tag);
      }
    }
    // A list of tags, as a cache that holds several representations sends it.
    expect((await get('/contact', { 'accept-encoding': 'gzip', 'if-none-match': `"x", ${tags[1]}` })).statusCode).toBe(304);
  });
});

describe('sitemap and robots', () => {
  it('lists exactly the canonical public pages, with the last change from the records', async () => {
    const response = await get('/sitemap.xml');
    expect(response.headers['content-type']).toContain('application/xml');
    const locations = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations.sort()).toEqual(publicPages.map((page) => `${origin}${page.path}`).sort());
    expect(response.body).not.toContain('/admin');
    expect(response.body.match(/<lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod>/g)?.length).toBe(publicPages.length);
  });

  it('allows all and names the sitemap', async () => {
    expect((await get('/robots.txt')).body).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`);
  });
});

describe('security headers', () => {
  it('are on every response: a self-only CSP, nosniff, referrer and permissions policies', async () => {
    for (const url of ['/', '/percentage-calculator', '/sitemap.xml', '/healthz', '/no-such-page']) {
      const response = await get(url);
      const policy = String(response.headers['content-security-policy']);
      expect(policy, url).toContain("default-src 'self'");
      expect(policy, url).toContain("script-src 'self';");
      expect(policy, url).not.toContain('googletagmanager');
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(String(response.headers['permissions-policy']), url).toContain('camera=()');
    }
  });

  it('forbid framing the admin at all', async () => {
    const response = await get('/admin/dashboard');
    expect(String(response.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(response.headers['x-frame-options']).toBe('DENY');
  });
});

describe('the offline copy the service worker keeps', () => {
  it('gives every public page’s records at once, revalidated by ETag, and drops a page no longer public', async () => {
    const response = await get('/site-records.json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    const snapshot = JSON.parse(response.body) as { nav: { categories: unknown[] }; pages: Record<string, { slug: string; title: string }> };
    expect(Object.keys(snapshot.pages).sort()).toEqual(publicPages.map((page) => page.path).sort());
    expect(snapshot.pages['/percentage-calculator']?.slug).toBe('percentage-calculator');
    expect(snapshot.nav.categories).toHaveLength(3);
    expect((await get('/site-records.json', { 'if-none-match': String(response.headers.etag) })).statusCode).toBe(304);

    const hidden = await server.graphql('mutation { updatePage(pageSlug: "dmca", input: { isPublished: false }) { version } }', {}, cookie);
    expect(hidden.errors).toBeUndefined();
    const after = JSON.parse((await get('/site-records.json')).body) as { pages: Record<string, unknown> };
    expect(Object.keys(after.pages)).not.toContain('/dmca');
    expect((await server.graphql('mutation { updatePage(pageSlug: "dmca", input: { isPublished: true }) { version } }', {}, cookie)).errors).toBeUndefined();
  });

  it('serves the app shell: the page template with an empty body, for no search engine', async () => {
    const response = await get('/app-shell.html');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(response.body).toContain('<div id="root"></div>');
  });
});
