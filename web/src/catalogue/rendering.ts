/**
 * What the server and the web app's page renderer agree on: the site's data for one path (from
 * the records on the server, from `GET /api/site` in the browser), the renderer's signature, and
 * where the web build leaves the renderer and the list of chunks each page loads. The server
 * imports only this and the rest of the catalogue; it loads the renderer from the build.
 */
import type { PageView, Site, SiteNav } from './site.ts';

export interface SitePayload {
  nav: SiteNav;
  /** The page at the path, or null when no visitor may see it (the server answers 404). */
  page: PageView | null;
  /** The day the page was rendered on (YYYY-MM-DD), so the browser hydrates with the same dates. */
  today: string;
}

/** The endpoint the browser's source reads. */
export const siteDataPath = '/api/site';

export interface SiteSource {
  load(path: string): Promise<SitePayload>;
}

/** The server's source: the site built from the records, as of `today`; `preview` for a signed-in admin. */
export function localSite(site: Site, { today, preview = false }: { today: string; preview?: boolean }): SiteSource {
  return {
    load: async (path) => ({ nav: site.nav, page: site.page(path, { preview }) ?? null, today }),
  };
}

export interface RenderedPage {
  status: number;
  /** The markup that goes inside #root. */
  body: string;
}

/** The page renderer's module (web/src/server/render.tsx, built into the build's server folder). */
export interface Renderer {
  /** Renders the page at `url` (a path with its query) from `site`. */
  renderPage(url: string, site: SiteSource): Promise<RenderedPage>;
}

/** The build's folder of server-only files, never served as files. */
export const serverFolder = 'server';
export const renderModuleFile = 'render.js';
/** Each public page's chunk paths, by slug. */
export const pageChunksFile = 'page-chunks.json';
/** Where the API explorer's bundle goes in the build (served as static files, named by GET /graphql's page). */
export const explorerFolder = 'graphiql';
/** Where the built index.html takes a page's head. */
export const headMarker = '<!--app-head-->';
