/**
 * What the server and the web app's page renderer agree on: the site's data for one path (from
 * the records on the server, from `GET /api/site` in the browser), the renderer's signature, and
 * where the web build leaves the renderer and the list of chunks each page loads. The server
 * imports only this and the rest of the catalogue; it loads the renderer from the build.
 */
import { redirectKey } from './redirectKey.ts';
import type { PageView, Site, SiteNav } from './site.ts';

export interface SitePayload {
  nav: SiteNav;
  /** The page at the path, or null when no visitor may see it (the server answers 404). */
  page: PageView | null;
  /** The day the page was rendered on (YYYY-MM-DD), so the browser hydrates with the same dates. */
  today: string;
  /**
   * Set when the server could not be reached and the records are those an earlier visit kept
   * (web/src/site/savedSite.ts): when they were fetched, as an ISO time.
   */
  savedAt?: string;
  /**
   * Where an editor's redirect from the path leads (answered by the server before any page): a link
   * followed in the browser, or a page drawn from the installed app's shell, goes there too.
   */
  redirect?: string;
}

/**
 * Where a redirect from a path that was asked with `search` sends the visitor: a path of this site
 * keeps the query asked (unless the redirect names one of its own), an address elsewhere is as written.
 */
export function redirectLocation(location: string, search: string): string {
  return location.startsWith('/') && !location.includes('?') ? `${location}${search}` : location;
}

/** The endpoint the browser's source reads. */
export const siteDataPath = '/api/site';

export interface SiteSource {
  load(path: string): Promise<SitePayload>;
}

/**
 * The server's source: the site built from the records, as of `today`; `preview` for a signed-in
 * admin; `now` decides whether the announcement shows (the moment of the request).
 */
export function localSite(site: Site, { today, preview = false, now = new Date() }: { today: string; preview?: boolean; now?: Date }): SiteSource {
  const nav = site.navAt(now);
  return {
    load: async (path) => {
      // The server answers a redirect before any page it renders; a source asked for one gives it as the site data does.
      const redirect = site.redirect(redirectKey(path))?.location;
      return redirect ? { nav, page: null, today, redirect } : { nav, page: site.page(path, { preview }) ?? null, today };
    },
  };
}

export interface RenderedPage {
  status: number;
  /** The markup that goes inside #root. */
  body: string;
}

/** A link value the page could not read, as it was written in the link. */
export interface LinkReset {
  /** The URL parameter, e.g. `mode`. */
  name: string;
  /** What the link held, shortened to a few dozen characters. */
  written: string;
  /** Whether only some of its rows or cells were reset (the rest kept). */
  partly: boolean;
}

/** A link as its page reads it (web/src/shared/links/cleanLink.ts). */
export interface CleanLink {
  /** The path with the query the page reads: each value as the route keeps it, in the link's order. */
  href: string;
  /**
   * The path with only the values the page's route reads, in a stable order, and nothing else: the
   * links of one page with the same inputs (and nothing reset) render the same page, kept once.
   */
  inputs: string;
  /** The values reset, in the link's order. */
  reset: LinkReset[];
  /** The whole link was too long to read (the server takes a request of at most 16 KB): the page opened without it. */
  tooLong?: boolean;
}

/** The page renderer's module (web/src/server/render.tsx, built into the build's server folder). */
export interface Renderer {
  /**
   * Renders the page at `url` (a path with its query) from `site`: the page its clean link reads,
   * saying which values were reset (a 404 only for a path no page has). `tooLong`: the address was
   * too long for the server to read whole; `url` is its path, and the page says so. `embed`: `url` is
   * the page's own, drawn as its embed (catalogue/embeds.ts) at the embed's address.
   */
  renderPage(url: string, site: SiteSource, options?: RenderOptions): Promise<RenderedPage>;
  /**
   * The link the page at `url` reads, cleaned by the routes' own schemas: two addresses with the
   * same clean link and the same resets render the same page.
   */
  cleanLink(url: string): CleanLink;
}

/** What the renderer's module also exports, for the worker threads that load it (graphql/src/site/render-workers.ts). */
export interface RendererModule extends Renderer {
  /** Makes the thread that loaded the module a render worker: it answers the server's renders on `port`. */
  serveRenders(port: RenderPort): void;
}

/** The build's folder of server-only files, never served as files. */
export const serverFolder = 'server';
export const renderModuleFile = 'render.js';
/** Each public page's chunk paths, by slug. */
export const pageChunksFile = 'page-chunks.json';
/** The style sheets an embed's page links besides the site's. */
export const embedSheetsFile = 'embed-sheets.json';
/** Where the API explorer's bundle goes in the build (served as static files, named by GET /graphql's page). */
export const explorerFolder = 'graphiql';
/** Where the built index.html takes a page's head. */
export const headMarker = '<!--app-head-->';

/** What a page render is asked with besides its address (Renderer.renderPage). */
export interface RenderOptions {
  tooLong?: boolean;
  embed?: boolean;
}

/**
 * The messages between the server and a render worker, a thread running the renderer's module
 * (graphql/src/site/render-workers.ts; web/src/server/render.tsx answers them). A worker renders one
 * page at a time and asks the server for the site's data as the page's loaders need it.
 */
export type ToRenderWorker =
  | { type: 'render'; id: number; url: string; options: RenderOptions }
  /** The answer to the `load` of the same id: the site's data, or why it could not be had. */
  | { type: 'loaded'; id: number; payload?: SitePayload; error?: string };

export type FromRenderWorker =
  /** The module has loaded: the worker takes renders. */
  | { type: 'ready' }
  /** The loaders of the page being rendered ask for the site's data at `path` (SiteSource.load); `id` names the ask. */
  | { type: 'load'; id: number; path: string }
  | { type: 'rendered'; id: number; page: RenderedPage }
  | { type: 'failed'; id: number; message: string };

/** A render worker's end of its channel to the server (its `parentPort`). */
export interface RenderPort {
  on(event: 'message', listener: (message: ToRenderWorker) => void): unknown;
  postMessage(message: FromRenderWorker): void;
}
