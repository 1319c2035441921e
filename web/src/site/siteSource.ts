/**
 * Where the router's loaders get what the records decide. On the server the
 * source is the site built from the records for this request; in the browser it asks the server
 * (`GET /api/site?path=…`) on every navigation, so a page reached by a link shows what a full load
 * of its URL would, edits included. The first page needs no request: its loaders' data arrives in
 * the served HTML with the router's hand-over.
 */
import { siteDataPath, type SitePayload, type SiteSource } from '../catalogue/rendering.ts';

export type { SitePayload, SiteSource } from '../catalogue/rendering.ts';

/**
 * The browser's source. Loaders of one navigation (the root's and the page's) share one request;
 * nothing is kept after it, so the next navigation asks again. When the server cannot be reached,
 * the page comes from the records an earlier visit kept (savedSite.ts), if any, and says so.
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
          // Out of reach: the records an earlier visit kept, in code fetched only then.
          .catch((error: unknown) =>
            import('./savedSite.ts').then(
              ({ savedSite }) => savedSite(path, error),
              () => {
                throw error;
              },
            ),
          )
          .finally(() => inFlight.delete(path));
        inFlight.set(path, request);
      }
      return request;
    },
  };
}
