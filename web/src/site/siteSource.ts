/**
 * Where the router's loaders get what the records decide (CONVENTIONS section 6). On the server the
 * source is the site built from the records for this request; in the browser it asks the server
 * (`GET /api/site?path=…`) on every navigation, so a page reached by a link shows what a full load
 * of its URL would, edits included. The first page needs no request: its loaders' data arrives in
 * the served HTML with the router's hand-over.
 */
import type { PageView, Site, SiteNav } from '../catalogue/site.ts';

export interface SitePayload {
  nav: SiteNav;
  /** The page at the path, or null when no visitor may see it (the server answers 404). */
  page: PageView | null;
  /** The day the page was rendered on (YYYY-MM-DD), so the browser hydrates with the same dates. */
  today: string;
}

export interface SiteSource {
  load(path: string): Promise<SitePayload>;
}

/** The endpoint the browser's source reads. */
export const siteDataPath = '/api/site';

/**
 * The browser's source. Loaders of one navigation (the root's and the page's) share one request;
 * nothing is kept after it, so the next navigation asks again.
 */
export function remoteSite(fetcher: typeof fetch = (...args) => fetch(...args)): SiteSource {
  const inFlight = new Map<string, Promise<SitePayload>>();
  return {
    load(path) {
      let request = inFlight.get(path);
      if (!request) {
        request = fetcher(`${siteDataPath}?path=${encodeURIComponent(path)}`, { headers: { accept: 'application/json' }, cache: 'no-cache' })
          .then(async (response) => {
            if (!response.ok) throw new Error(`The site answered ${response.status} for ${path}`);
            return (await response.json()) as SitePayload;
          })
          .finally(() => inFlight.delete(path));
        inFlight.set(path, request);
      }
      return request;
    },
  };
}

/** The server's source: the site built from the records, as of `today`; `preview` for a signed-in admin. */
export function localSite(site: Site, { today, preview = false }: { today: string; preview?: boolean }): SiteSource {
  return {
    load: async (path) => ({ nav: site.nav, page: site.page(path, { preview }) ?? null, today }),
  };
}
