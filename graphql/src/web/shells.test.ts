import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicPages } from '../../../web/src/catalogue/catalogue.ts';
import { buildApp } from '../app.ts';
import { notFoundFile, pageDocument, prerenderedFile, prerenderedFolder } from './prerender.ts';
import { inlineScriptHashes } from './shells.ts';

// Worked out apart from the code: printf %s 'self.$_TSR={}' | openssl dgst -sha256 -binary | base64
const handOverHash = "'sha256-s78eJFAKThpAHttUBoue+mb8FAxQlEk1xMSKUFlhBXs='";
const indexHtml =
  '<!doctype html><html><head><!--app-head--><script type="module" src="/assets/index.js"></script></head><body><div id="root"></div></body></html>';

describe('the hashes a page document needs in its Content-Security-Policy', () => {
  it('cover inline scripts that run, and neither data blocks nor scripts loaded from the site', () => {
    const html =
      '<script>self.$_TSR={}</script><script type="application/ld+json">{"a":1}</script><script type="application/json">{}</script>' +
      '<script type="module" src="/assets/index.js"></script><script>self.$_TSR={}</script>';
    expect(inlineScriptHashes(html)).toEqual([handOverHash]);
  });
});

describe('a page document', () => {
  it('holds the rendered page in #root', () => {
    const html = pageDocument(indexHtml, { body: '<h1>Hi</h1>' });
    expect(html).toBe(
      '<!doctype html><html><head><!--app-head--><script type="module" src="/assets/index.js"></script></head><body><div id="root"><h1>Hi</h1></div></body></html>',
    );
  });

  it("names the page's chunks on #root, for the entry to fetch at once and run one at a time", () => {
    const html = pageDocument(indexHtml, { body: '<h1>Hi</h1>' }, ['/assets/_site-1.js', '/assets/percentage-calculator-2.js']);
    expect(html).toContain('<div id="root" data-chunks="/assets/_site-1.js /assets/percentage-calculator-2.js"><h1>Hi</h1></div>');
    expect(() => pageDocument(indexHtml, { body: '' }, ['/assets/x.js" onload="alert(1)'])).toThrow(/chunk paths/);
  });

  it('refuses a template without an empty #root', () => {
    expect(() => pageDocument('<html><head></head><body></body></html>', { body: '' })).toThrow(/#root/);
  });
});

describe('serving pre-rendered pages', () => {
  let webDist: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    webDist = await mkdtemp(join(tmpdir(), 'web-dist-'));
    await writeFile(join(webDist, 'index.html'), indexHtml);
    await mkdir(join(webDist, prerenderedFolder));
    for (const page of publicPages) {
      const body = `<main><h1>${page.title}</h1></main><script>self.$_TSR={}</script>`;
      await writeFile(join(webDist, prerenderedFolder, prerenderedFile(page.slug)), pageDocument(indexHtml, { body }));
    }
    await writeFile(join(webDist, prerenderedFolder, notFoundFile), pageDocument(indexHtml, { body: '<h1>Page Not Found</h1>' }));
    app = await buildApp({ webDist, siteOrigin: 'https://calc.example' });
  });

  afterAll(async () => {
    await app.close();
    await rm(webDist, { recursive: true, force: true });
  });

  it('answers every public path with its own document, its head filled in, and a policy allowing its hand-over script', async () => {
    for (const page of publicPages) {
      const response = await app.inject({ method: 'GET', url: page.path });
      expect(response.statusCode, page.path).toBe(200);
      expect(response.body, page.path).toContain(`<div id="root"><main><h1>${page.title}</h1></main>`);
      expect(response.body, page.path).toContain(`<link rel="canonical" href="https://calc.example${page.path}" data-server-head>`);
      expect(String(response.headers['content-security-policy']), page.path).toContain(`script-src 'self' ${handOverHash};`);
    }
  });

  it('answers an unknown path with the Page Not Found shell and the admin with the bare app shell', async () => {
    const missing = await app.inject({ method: 'GET', url: '/no-such-page' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<div id="root"><h1>Page Not Found</h1></div>');
    const admin = await app.inject({ method: 'GET', url: '/admin' });
    expect(admin.statusCode).toBe(200);
    expect(admin.body).toContain('<div id="root"></div>');
    expect(String(admin.headers['content-security-policy'])).toContain("script-src 'self';");
  });

  it('never serves the documents as files of their own', async () => {
    const response = await app.inject({ method: 'GET', url: `/${prerenderedFolder}/${prerenderedFile('home')}` });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('self.$_TSR');
  });
});
