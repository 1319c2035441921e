import { createRouter, parseSearchWith, stringifySearchWith, type RouterHistory } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen.ts';
import { remoteSite, type SiteSource } from './site/siteSource.ts';

/**
 * The value of one search param: its JSON, except a number too large for a double (`1e400`, which
 * JSON.parse reads as Infinity), kept as the text it is, so its field shows it with its message
 * instead of the page quietly taking the default.
 */
function parseSearchValue(text: string): unknown {
  const value: unknown = JSON.parse(text);
  return typeof value === 'number' && !Number.isFinite(value) ? text : value;
}

/**
 * Search params: objects and lists as JSON, and strings as they are, never quoted, so a shared URL
 * reads `gradeScale=4.3` rather than `gradeScale=%224.3%22`. The URL is read back with JSON, which
 * turns such a string into a number; the calculators' input schemas accept both forms.
 */
export const parseSearch = parseSearchWith(parseSearchValue);
export const stringifySearch = stringifySearchWith(JSON.stringify);

interface RouterOptions {
  /** The records' site: the server's, or the browser's requests to the server (the default). */
  site?: SiteSource;
  /** The server's router leaves scroll restoration to the browser's, so its HTML carries no inline script for it. */
  server?: boolean;
}

/**
 * The app's router; tests pass a memory history. A navigation always shows the page as the records
 * are now: loaders wait for fresh data instead of showing older data first, and data loaded on a
 * link's hover is not reused once the link is followed (the route's code still is).
 */
export function makeRouter(history?: RouterHistory, { site = remoteSite(), server = false }: RouterOptions = {}) {
  return createRouter({
    routeTree,
    history,
    context: { site },
    parseSearch,
    stringifySearch,
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    defaultStaleReloadMode: 'blocking',
    scrollRestoration: !server,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof makeRouter>;
  }
}
