/**
 * Serving the site : every public page rendered on the server from
 * the records and the URL's inputs, kept per content version (page-cache.ts) and revalidated by
 * ETag; the data the browser's router asks for on a navigation (`/api/site`); previews of pages that
 * are not public, for a signed-in admin; /sitemap.xml and /robots.txt.
 */
import type {} from '@fastify/cookie';
import { AppError } from '../api/errors.ts';
import { nothingAnswers, sendError } from '../api/http-errors.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { brand } from '#catalogue/brand.ts';
import { redirectKey } from '#catalogue/redirectKey.ts';
import { localSite, redirectLocation, siteDataPath, type SitePayload } from '#catalogue/rendering.ts';
import { appShellPath, siteRecordsPath, type SiteRecordsSnapshot } from '#catalogue/offline.ts';
import { oembedPath, pagePathOfEmbed } from '#catalogue/embeds.ts';
import { embedSnippet, initialEmbedHeight } from '#catalogue/embedSnippet.ts';
import type { PageView } from '#catalogue/site.ts';
import { resumeSession, sessionCookieName } from '../auth/sessions.ts';
import type { Em, Orm } from '../db/orm.ts';
import { escapeHtml, privateHeadTags, renderHead } from './head.ts';
import { encode, PageCache, type CachedAnswer } from './page-cache.ts';
import { inlineScriptHashes, type WebBuild } from './renderer.ts';
import { RenderUnavailable } from './render-workers.ts';
import { answerFor } from './answers.ts';
import { contentSecurityPolicy, type Framing } from '../http/security-headers.ts';
import { ifNoneMatchHas } from '../http/conditional.ts';
import { clientAddress } from '../security/client-address.ts';
import { pathOf } from '../security/normalised-path.ts';
import type { RequestBudget } from '../security/request-budget.ts';
import type { SiteContent, SiteState } from './site-content.ts';

/**
 * The page for an address too long to read (Node refuses a request line and headers over 16 KB
 * before the app sees it: http/client-errors.ts): the page at its path, saying the link was too long,
 * or null for a path that is not a public page.
 */
export interface OverlongPages {
  answer: (pathname: string) => Promise<{ body: Buffer; headers: Record<string, string> } | null>;
}

interface PagesOptions {
  build: WebBuild;
  /** Filled in with the pages for addresses too long to read. */
  overlong: OverlongPages;
  content: SiteContent;
  orm?: Orm;
  origin: string;
  analytics: boolean;
  /** Today's date on the server's calendar (tests fix it). */
  today?: () => string;
  /** The anonymous API budget, spent before a session cookie is looked up for a preview. */
  anonymousBudget?: RequestBudget | null;
  /** Each client's budget of pages rendered for it (a page the cache holds costs nothing); null for none. */
  renderBudget?: RequestBudget | null;
}

const html = 'text/html; charset=utf-8';
const json = 'application/json; charset=utf-8';
const notFoundTitle = `Page Not Found | ${brand.name}`;
/** The longest path the site data endpoint takes: longer than any page's. */
const maximumPathLength = 200;
/** How long a client is asked to wait when the database is away. */
const unavailableRetrySeconds = 10;

/**
 * With the database away, whether a page may still be served: only one the last site read from the
 * database showed as public. The seed's site (before any read) would show pages an editor unpublished.
 */
const knownPublic = (state: SiteState, path: string) => state.fromDatabase && state.site.page(path) !== undefined;

/** The server's date as the pages show it (the visitor's browser moves to its own after loading). */
export function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/** Whether the announcement bar shows at `now`: part of a page's cache key and ETag, as it changes what the page holds. */
const announced = (state: SiteState, now: Date) => (state.site.announcementShown(now) ? 'a' : '-');

/**
 * A page asked for at its embed's address (catalogue/embeds.ts): drawn as the embed, which any site
 * may frame, or refused ('Page Not Found', framed by no one) when the calculator may not be embedded.
 */
type EmbedAnswer = 'shown' | 'refused';

/** A calculator other sites may embed: public, and its record and the site settings allow it. */
const embeddable = (view: PageView) => view.pageType === 'calculator' && view.embeddable;

/** The one cache key every 'Page Not Found' shares: the page is the same whatever address was asked for. */
const notFoundKey = '\0not-found';

function accepts(request: FastifyRequest, encoding: string): boolean {
  const header = request.headers['accept-encoding'];
  if (typeof header !== 'string') return false;
  return header.split(',').some((part) => {
    const [name, ...parameters] = part.trim().split(';');
    if (name?.trim().toLowerCase() !== encoding) return false;
    const quality = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find((value) => value !== undefined);
    return quality === undefined || Number(quality) > 0;
  });
}

/** The ETag of one representation: the content's, named for the encoding its bytes are in (http/conditional.ts). */
const representationTag = (etag: string, encoding: 'br' | 'gzip' | null) => (encoding ? `${etag.slice(0, -1)}-${encoding}"` : etag);

/** Sends a kept answer: 304 when the browser has this representation, else compressed as the browser accepts. */
async function send(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer): Promise<FastifyReply> {
  const encoding = accepts(request, 'br') ? 'br' : accepts(request, 'gzip') ? 'gzip' : null;
  const etag = representationTag(answer.encoded.etag, encoding);
  reply.code(answer.status).type(answer.contentType).header('ETag', etag).header('Vary', 'Accept-Encoding').headers(answer.headers);
  if (answer.status === 200 && ifNoneMatchHas(request.headers['if-none-match'], etag)) return reply.code(304).send();
  if (encoding === 'br') return reply.header('Content-Encoding', 'br').send(await answer.encoded.br());
  if (encoding === 'gzip') return reply.header('Content-Encoding', 'gzip').send(await answer.encoded.gzip());
  return reply.send(answer.encoded.body);
}

export function registerPages(
  app: FastifyInstance,
  { build, overlong, content, orm, origin, analytics, today: dayOf = today, anonymousBudget, renderBudget }: PagesOptions,
): void {
  const cache = new PageCache();
  const policies = new Map<string, string>();
  /** The policy of a document with inline scripts allows exactly those; policies repeat, so each is made once. */
  const policyFor = (hashes: readonly string[], framing: Framing = 'site') => {
    const key = `${framing} ${hashes.join(' ')}`;
    let policy = policies.get(key);
    if (!policy) {
      policy = contentSecurityPolicy({ analytics, admin: false, scriptHashes: hashes, framing });
      if (policies.size > 1000) policies.clear();
      policies.set(key, policy);
    }
    return policy;
  };

  /**
   * Whether the request comes from a signed-in admin, asked only for pages that are not public. The
   * cookie is looked up only within the client's anonymous budget (as the API does): past it, the
   * request is a visitor's, and a flood of forged cookies costs the database nothing.
   */
  async function signedInAdmin(request: FastifyRequest): Promise<boolean> {
    const token = request.cookies?.[sessionCookieName];
    if (!orm || !token) return false;
    const ip = clientAddress(request);
    try {
      anonymousBudget?.spend(ip);
    } catch {
      return false;
    }
    try {
      const live = (await resumeSession(orm.em.fork() as Em, token)) !== null;
      if (live) anonymousBudget?.refund(ip);
      return live;
    } catch {
      return false;
    }
  }

  /**
   * How a page request is rendered and kept. A public page is kept by its link's inputs (the values its
   * route reads, as the renderer cleans them: CleanLink.inputs), so a parameter the page does not
   * have, or another order, finds the same entry and makes none; every 'Page Not Found' shares one.
   * A link with values the page cannot read is rendered for itself and never kept. Only the renderer
   * knows the routes' schemas: without one (the API's tests), a page is its path.
   */
  function pageLink(url: URL, kind: 'page' | 'not-found', state: SiteState): { key: string; renderUrl: string; kept: boolean } {
    if (kind === 'not-found' || !state.site.page(url.pathname)) return { key: notFoundKey, renderUrl: url.pathname, kept: true };
    if (!build.renderer) return { key: url.pathname, renderUrl: url.pathname, kept: true };
    const asked = `${url.pathname}${url.search}`;
    const link = build.renderer.cleanLink(asked);
    // A link with values reset is rendered from the link as asked, so the page can name what it reset.
    return link.reset.length === 0 ? { key: link.inputs, renderUrl: link.inputs, kept: true } : { key: link.href, renderUrl: asked, kept: false };
  }

  /**
   * A page rendered from the site: public, a preview, or 'Page Not Found'; `key` names what it was
   * rendered from; `tooLong`: the address was too long to read, and `url` is its path.
   */
  async function renderAnswer(
    url: string,
    pathname: string,
    state: SiteState,
    day: string,
    preview: boolean,
    { key = url, tooLong = false, now = new Date(), embed }: { key?: string; tooLong?: boolean; now?: Date; embed?: EmbedAnswer } = {},
  ): Promise<CachedAnswer> {
    const view = state.site.page(pathname, { preview });
    const rendered = build.renderer
      ? await build.renderer.renderPage(url, localSite(state.site, { today: day, preview, now }), { tooLong, embed: embed === 'shown' })
      : null;
    const found = rendered ? rendered.status === 200 : view !== undefined;
    const head =
      !found || !view ? renderHead(privateHeadTags(notFoundTitle)) : embed === 'shown' ? embedHead(view) : renderHead(view.head) + oembedDiscovery(view, url);
    const document = build.template.compose({ head, body: rendered?.body, chunks: found && view ? build.chunks.get(view.slug) : [] });
    const headers: Record<string, string> = {
      'Cache-Control': preview ? 'private, no-store' : 'no-cache',
      'Content-Security-Policy': policyFor(inlineScriptHashes(document), embed === undefined ? 'site' : embed === 'shown' && found ? 'anyone' : 'none'),
    };
    if (!found || preview || embed) headers['X-Robots-Tag'] = 'noindex, nofollow';
    // A page is what its build, its records and its address make it: named so, its ETag is the same on
    // every instance and every render (the router's hand-over holds the time it was rendered).
    const validator = preview ? undefined : `${build.id}\0${state.fingerprint}\0${day}\0${announced(state, now)}\0${embed ? `${embed}\0` : ''}${key}`;
    return { status: found ? 200 : 404, contentType: html, encoded: encode(document, validator), headers };
  }

  /**
   * The embed's own sheets (its frame's styles, which the site's sheet leaves out), unmarked: they stay
   * when the app takes the head over, and the app's import of the embed's chunk finds them loaded.
   */
  const embedSheetLinks = build.embedSheets.map((href) => `\n<link rel="stylesheet" href="${escapeHtml(href)}">`).join('');
  /** An embed's head: its name, for no search engine, pointing at its full page. */
  const embedHead = (view: PageView) =>
    renderHead({ ...privateHeadTags(`${view.title} | ${brand.name}`), links: [{ rel: 'canonical', href: `${origin}${view.path}` }] }) + embedSheetLinks;

  /** The oEmbed discovery link of an embeddable calculator's page (`url`: its path and the inputs it was rendered with). */
  const oembedDiscovery = (view: PageView, url: string) =>
    embeddable(view)
      ? `<link rel="alternate" type="application/json+oembed" href="${escapeHtml(`${origin}${oembedPath}?url=${encodeURIComponent(`${origin}${url}`)}&format=json`)}" title="${escapeHtml(view.title)}">`
      : '';

  overlong.answer = async (pathname) => {
    const answer = answerFor(pathname, '');
    const path = answer.kind === 'redirect' ? answer.location : pathname;
    if (answer.kind === 'admin' || answer.kind === 'not-found' || !build.renderer) return null;
    const state = await content.current();
    if (!content.databaseAnswering && !knownPublic(state, path)) return null;
    const day = dayOf();
    // Kept like any page (one per public path), so a stream of overlong requests renders nothing after the first.
    const key = `${path}\0too-long`;
    const now = new Date();
    const rendered = await cache.get(state.version, `${day}\0${announced(state, now)}\0${key}`, () =>
      renderAnswer(path, path, state, day, false, { key, tooLong: true, now }),
    );
    return rendered.status === 200
      ? { body: rendered.encoded.body, headers: { ...rendered.headers, 'Content-Type': html, 'Cache-Control': 'no-store' } }
      : null;
  };

  app.get('/robots.txt', async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('Cache-Control', 'no-cache').send(`User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`),
  );

  /** 503 with Retry-After, in the envelope: the database is away and the answer cannot be known. */
  const unavailable = (request: FastifyRequest, reply: FastifyReply) =>
    sendError(request, reply.header('Retry-After', String(unavailableRetrySeconds)), 503, {
      code: 'SERVICE_UNAVAILABLE',
      message: 'The site cannot answer this for a moment. Try again shortly.',
    });

  app.get('/sitemap.xml', async (request, reply) => {
    const state = await content.current();
    if (!content.databaseAnswering && !state.fromDatabase) return unavailable(request, reply);
    const answer = await cache.get(state.version, 'sitemap', async () => {
      const urls = state.site.sitemap.map(
        ({ path, lastModified }) =>
          `  <url>\n    <loc>${escapeHtml(`${origin}${path}`)}</loc>${lastModified.getTime() > 0 ? `\n    <lastmod>${lastModified.toISOString()}</lastmod>` : ''}\n  </url>`,
      );
      const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
      return { status: 200, contentType: 'application/xml; charset=utf-8', encoded: encode(body), headers: { 'Cache-Control': 'no-cache' } };
    });
    return send(request, reply, answer);
  });

  // The installed site's offline copy (web/src/sw.ts): the page the service worker falls back to, from
  // which the browser renders any page, and every public page's records at once for it to draw from.
  app.get(appShellPath, async (_request, reply) =>
    reply
      .type(html)
      .header('Cache-Control', 'no-cache')
      .header('X-Robots-Tag', 'noindex, nofollow')
      .send(build.template.compose({ head: renderHead(privateHeadTags(brand.name)) })),
  );

  app.get(siteRecordsPath, async (request, reply) => {
    const state = await content.current();
    if (!content.databaseAnswering && !state.fromDatabase) return unavailable(request, reply);
    const answer = await cache.get(state.version, 'records', async () => {
      const pages: SiteRecordsSnapshot['pages'] = {};
      for (const { path } of state.site.sitemap) {
        const view = state.site.page(path);
        if (view) pages[path] = view;
      }
      const redirects = Object.fromEntries([...state.site.redirects].map(([from, { location }]) => [from, location]));
      const snapshot: SiteRecordsSnapshot = { nav: state.site.nav, pages, redirects };
      return {
        status: 200,
        contentType: json,
        encoded: encode(JSON.stringify(snapshot)),
        headers: { 'Cache-Control': 'no-cache', 'X-Robots-Tag': 'noindex' },
      };
    });
    return send(request, reply, answer);
  });

  app.get(siteDataPath, async (request, reply) => {
    const { path } = request.query as { path?: unknown };
    if (typeof path !== 'string' || !path.startsWith('/') || path.length > maximumPathLength) {
      return reply
        .code(400)
        .type(json)
        .send({ code: 'BAD_USER_INPUT', message: 'The path must be a site path.', fields: { path: 'must start with / and be at most 200 characters' } });
    }
    const state = await content.current();
    if (!content.databaseAnswering && answerFor(pathOf(path), '').kind === 'page' && !knownPublic(state, pathOf(path))) return unavailable(request, reply);
    const day = dayOf();
    const now = new Date();
    // A redirect (an editor's, or a short path's, D6) comes first here too, so the browser follows it
    // wherever it meets the path, as a full load of it would.
    const location = state.site.redirect(redirectKey(path))?.location;
    if (location) {
      const payload: SitePayload = { nav: state.site.navAt(now), page: null, today: day, redirect: location };
      return reply.type(json).header('Cache-Control', 'no-cache').send(JSON.stringify(payload));
    }
    const publicView = state.site.page(path);
    if (!publicView && state.site.page(path, { preview: true }) && (await signedInAdmin(request))) {
      const payload: SitePayload = { nav: state.site.navAt(now), page: state.site.page(path, { preview: true }) ?? null, today: day };
      return reply.type(json).header('Cache-Control', 'private, no-store').send(JSON.stringify(payload));
    }
    // Every path no visitor may see has the same answer: one entry for all of them.
    const answer = await cache.get(state.version, `data\0${day}\0${announced(state, now)}\0${publicView ? path : notFoundKey}`, async () => {
      const payload: SitePayload = { nav: state.site.navAt(now), page: publicView ?? null, today: day };
      return { status: 200, contentType: json, encoded: encode(JSON.stringify(payload)), headers: { 'Cache-Control': 'no-cache' } };
    });
    return send(request, reply, answer);
  });

  app.get(oembedPath, async (request, reply) => {
    const { url: asked, format = 'json', maxwidth, maxheight } = request.query as Record<string, unknown>;
    // oEmbed's answers: 501 for a format not offered, 404 for an address that is not an embeddable calculator.
    if (format !== 'json') return reply.code(501).type(json).send({ code: 'NOT_IMPLEMENTED', message: 'Only format=json is offered.' });
    const target = typeof asked === 'string' && asked.length <= 4096 ? URL.parse(asked) : null;
    const state = await content.current();
    const path = target && target.origin === origin ? (pagePathOfEmbed(target.pathname) ?? target.pathname) : null;
    const view = path ? state.site.page(path) : undefined;
    if (!target || !view || !embeddable(view)) {
      return reply.code(404).type(json).send({ code: 'NOT_FOUND', message: 'The url is not a calculator of this site that may be embedded.' });
    }
    const bound = (value: unknown, fallback: number) => {
      const number = typeof value === 'string' && /^\d{1,5}$/.test(value) ? Number(value) : Number.NaN;
      return number > 0 ? Math.min(number, fallback) : fallback;
    };
    const width = bound(maxwidth, 600);
    const height = bound(maxheight, initialEmbedHeight);
    const search = build.renderer ? new URL(build.renderer.cleanLink(`${view.path}${target.search}`).inputs, 'http://localhost').search : '';
    return reply
      .type(json)
      .header('Cache-Control', 'no-cache')
      .header('Access-Control-Allow-Origin', '*')
      .send({
        version: '1.0',
        type: 'rich',
        title: view.title,
        provider_name: brand.name,
        provider_url: `${origin}/`,
        width,
        height,
        html: embedSnippet({ origin, pagePath: view.path, search, title: view.title }).replace(`height="${initialEmbedHeight}"`, `height="${height}"`),
      });
  });

  /**
   * 429 with Retry-After for a client past its render budget: the site's shell with a line saying so,
   * which the browser's app replaces with the page, rendered there (as after a failed render).
   */
  const tooManyRenders = (reply: FastifyReply, seconds: number) =>
    reply
      .code(429)
      .type(html)
      .header('Cache-Control', 'no-store')
      .header('Retry-After', String(seconds))
      .header('X-Robots-Tag', 'noindex, nofollow')
      .send(
        build.template.compose({
          head: renderHead(privateHeadTags(`Too many new pages | ${brand.name}`)),
          body: `<main><h1>Too many new pages at once</h1><p>Your address has asked for more new pages than the server renders in a moment. The page opens in your browser instead, or try again in ${seconds} second${seconds === 1 ? '' : 's'}.</p></main>`,
        }),
      );

  /** 503 with Retry-After as a page: the database is away and whether the page is public cannot be known. */
  const temporarilyUnavailable = (reply: FastifyReply) =>
    reply
      .code(503)
      .type(html)
      .header('Cache-Control', 'no-store')
      .header('Retry-After', String(unavailableRetrySeconds))
      .header('X-Robots-Tag', 'noindex, nofollow')
      .send(build.template.compose({ head: renderHead(privateHeadTags(`Temporarily unavailable | ${brand.name}`)) }));

  app.get('/*', async (request, reply) => {
    const url = new URL(request.url, 'http://localhost');
    if (url.pathname.startsWith('/api/')) return sendError(request, reply, 404, nothingAnswers('GET'));
    const state = await content.current();
    // An editor's redirect is answered before any page: it may replace one.
    const redirect = state.site.redirect(redirectKey(url.pathname));
    if (redirect) return reply.header('Cache-Control', 'no-cache').redirect(redirectLocation(redirect.location, url.search), redirect.status);
    // A calculator's embed is its page drawn alone; an embed no visitor may see answers as any unknown
    // address does, and may be framed by no one.
    const embedOf = pagePathOfEmbed(url.pathname);
    const embedView = embedOf === null ? undefined : state.site.page(embedOf);
    if (embedOf !== null && embedView && embeddable(embedView)) {
      if (!content.databaseAnswering && !knownPublic(state, embedOf)) return temporarilyUnavailable(reply);
      return servePage(request, reply, state, new URL(`${embedOf}${url.search}`, url), 'page', 'shown');
    }
    const answer = answerFor(url.pathname, url.search);
    if (answer.kind === 'redirect') return reply.redirect(answer.location, 301);
    if (answer.kind === 'admin') {
      // The admin renders in the browser: an empty shell with a head for no search engine.
      return reply
        .type(html)
        .header('Cache-Control', 'no-store')
        .header('X-Robots-Tag', 'noindex, nofollow')
        .send(build.template.compose({ head: renderHead(privateHeadTags(`Admin | ${brand.name}`)) }));
    }
    // Whether an editor has unpublished it since cannot be known: a moment's wait, never a page they took down.
    if (answer.kind === 'page' && !content.databaseAnswering && !knownPublic(state, url.pathname)) return temporarilyUnavailable(reply);
    if (answer.kind === 'page' && !state.site.page(url.pathname) && state.site.page(url.pathname, { preview: true }) && (await signedInAdmin(request))) {
      // Never kept: visitors get 'Page Not Found' for the same address.
      return send(request, reply, await renderAnswer(`${url.pathname}${url.search}`, url.pathname, state, dayOf(), true));
    }
    return servePage(request, reply, state, url, answer.kind, embedOf === null ? undefined : 'refused');
  });

  /**
   * A page for a visitor (`url`: its own path and the inputs), or 'Page Not Found'; `embed`: asked for
   * at its embed's address, and drawn as the embed or refused. Kept while its link is clean, and
   * counted against the client's render budget only when it is rendered.
   */
  async function servePage(
    request: FastifyRequest,
    reply: FastifyReply,
    state: SiteState,
    url: URL,
    kind: 'page' | 'not-found',
    embed?: EmbedAnswer,
  ): Promise<FastifyReply> {
    const day = dayOf();
    const now = new Date();
    const link = pageLink(url, kind, state);
    const cacheKey = `${day}\0${announced(state, now)}\0${embed ? `${embed}\0` : ''}${link.key}`;
    // Only a render is counted: a page the cache holds, or is rendering for another request, is free.
    if (renderBudget && !(link.kept && cache.holds(state.version, cacheKey))) {
      try {
        renderBudget.spend(clientAddress(request));
      } catch (error) {
        return tooManyRenders(reply, error instanceof AppError ? (error.retryAfterSeconds ?? 1) : 1);
      }
    }
    const render = () => renderAnswer(link.renderUrl, url.pathname, state, day, false, { key: link.key, now, embed });
    let refused: RenderUnavailable | undefined;
    const rendered = await (link.kept ? cache.get(state.version, cacheKey, render) : render()).catch((error: unknown) => {
      if (error instanceof RenderUnavailable) refused = error;
      request.log.error(error, 'A page could not be rendered on the server; the browser renders it instead');
      return null;
    });
    if (rendered) return send(request, reply, rendered);
    // The site's shell, which the browser's app fills with the page. A render the workers could not
    // take or finish in time is worth asking again later; one that failed is not.
    if (refused) reply.code(503).header('Retry-After', String(refused.retryAfterSeconds));
    else reply.code(500);
    return reply
      .type(html)
      .header('Cache-Control', 'no-store')
      .header('X-Robots-Tag', 'noindex, nofollow')
      .send(build.template.compose({ head: renderHead(privateHeadTags(brand.name)) }));
  }
}
