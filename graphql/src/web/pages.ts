/**
 * Serving the web app's pages: each page's HTML carries its head (from its SEO meta record), an
 * ETag for revalidation, and the right status; plus /sitemap.xml and /robots.txt from the catalogue
 * and the records.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { publicPageByPath, publicPages } from '../../../web/src/catalogue/catalogue.ts';
import { brand } from '../../../web/src/catalogue/brand.ts';
import type { Em, Orm } from '../db/orm.ts';
import { Page } from '../pages/page.entity.ts';
import { SeoMeta } from '../seo/seo-meta.entity.ts';
import { escapeHtml, pageHeadTags, privateHeadTags, renderHead } from './head.ts';
import { answerFor } from './routes.ts';
import { contentSecurityPolicy } from './security-headers.ts';
import type { Shell, Shells } from './shells.ts';

interface PagesOptions {
  shells: Shells;
  orm?: Orm;
  origin: string;
  analytics: boolean;
}

async function seoRecord(orm: Orm | undefined, slug: string): Promise<SeoMeta | null> {
  if (!orm) return null;
  try {
    return await (orm.em.fork() as Em).findOne(SeoMeta, { pageSlug: slug });
  } catch {
    // The page still serves, with the catalogue's head, while the database is away.
    return null;
  }
}

export function registerPages(app: FastifyInstance, { shells, orm, origin, analytics }: PagesOptions): void {
  // A document with inline scripts gets a policy allowing exactly those, composed once here.
  const policies = new Map<Shell, string>();
  for (const shell of [shells.app, shells.notFound, ...shells.pages.values()]) {
    if (shell.scriptHashes.length > 0) policies.set(shell, contentSecurityPolicy({ analytics, admin: false, scriptHashes: shell.scriptHashes }));
  }

  app.get('/robots.txt', async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('Cache-Control', 'no-cache').send(`User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`),
  );

  app.get('/sitemap.xml', async (_request, reply) => {
    const lastChanged = new Map<string, Date>();
    if (orm) {
      try {
        const em = orm.em.fork() as Em;
        for (const record of [
          ...(await em.find(SeoMeta, {}, { fields: ['pageSlug', 'updatedAt'] })),
          ...(await em.find(Page, {}, { fields: ['pageSlug', 'updatedAt'] })),
        ]) {
          const known = lastChanged.get(record.pageSlug);
          if (!known || record.updatedAt > known) lastChanged.set(record.pageSlug, record.updatedAt);
        }
      } catch {
        lastChanged.clear();
      }
    }
    const urls = publicPages.map((page) => {
      const changed = lastChanged.get(page.slug);
      return `  <url>\n    <loc>${escapeHtml(`${origin}${page.path}`)}</loc>${changed ? `\n    <lastmod>${changed.toISOString()}</lastmod>` : ''}\n  </url>`;
    });
    return reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`);
  });

  app.get('/*', async (request, reply) => {
    const url = new URL(request.url, 'http://localhost');
    if (url.pathname.startsWith('/api/')) return reply.code(404).type('text/plain; charset=utf-8').send('No such API endpoint.');
    const answer = answerFor(url.pathname, url.search);
    if (answer.kind === 'redirect') return reply.redirect(answer.location, 301);

    const page = answer.kind === 'page' ? publicPageByPath(url.pathname) : undefined;
    const tags = page
      ? pageHeadTags(page, await seoRecord(orm, page.slug), origin)
      : privateHeadTags(answer.kind === 'page' ? `Admin | ${brand.name}` : `Page Not Found | ${brand.name}`);
    const shell = page ? (shells.pages.get(page.path) ?? shells.app) : answer.kind === 'page' ? shells.app : shells.notFound;
    const head = renderHead(tags, url.pathname);
    const etag = `"${createHash('sha1').update(shell.digest).update(head).digest('base64url')}"`;

    reply.header('Cache-Control', 'no-cache').header('ETag', etag).type('text/html; charset=utf-8');
    const policy = policies.get(shell);
    if (policy) reply.header('Content-Security-Policy', policy);
    if (!page) reply.header('X-Robots-Tag', 'noindex, nofollow');
    if (answer.kind === 'not-found') return reply.code(404).send(shell.fill(head));
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.send(shell.fill(head));
  });
}
