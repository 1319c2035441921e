import { createRouter, parseSearchWith, stringifySearchWith, type RouterHistory } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen.ts';
import type { CleanLink } from './catalogue/rendering.ts';
import { cleanLink } from './shared/links/cleanLink.ts';
import type { LinkState } from './shared/links/linkState.ts';
import type { Embedding } from './site/shell/embedding.ts';
import { remoteSite, type SiteSource } from './site/siteSource.ts';

/**
 * The value of one search param: a list or object as its JSON; a number, `true`, `false` or `null`
 * only when written exactly as JSON writes it (`12`, not `12.0` or `1e400`), else the text as it is.
 * So every value reads back as it was written out: `gradeScale=4.0` stays the text '4.0' (read as a
 * number it would be written back as `4`, another link), and a number too large for a double stays
 * its text, which its field shows with its message.
 */
function parseSearchValue(text: string): unknown {
  const value: unknown = JSON.parse(text);
  if (typeof value === 'object' && value !== null) return value;
  return JSON.stringify(value) === text ? value : text;
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
  /** The link the server was asked for, cleaned (cleanLink.ts): what the page says was reset. */
  link?: CleanLink;
  /**
   * The page drawn as its embed (site/shell/embedding.ts): the address is `/embed/<page>`, which the
   * router reads as the page's own path, and every address it writes goes back under /embed.
   */
  embed?: Embedding;
}

/**
 * The app's router; tests pass a memory history. A navigation always shows the page as the records
 * are now: loaders wait for fresh data instead of showing older data first, and data loaded on a
 * link's hover is not reused once the link is followed (the route's code still is).
 */
export function makeRouter(history?: RouterHistory, { site = remoteSite(), server = false, link, embed }: RouterOptions = {}) {
  const linkState: LinkState = { served: link ?? null };
  const router = createRouter({
    routeTree,
    history,
    context: { site, linkState, embed },
    rewrite: embed?.rewrite,
    parseSearch,
    stringifySearch,
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    defaultStaleReloadMode: 'blocking',
    scrollRestoration: !server,
    // The served page was rendered for the clean link: the browser takes it over at the address
    // cleaned the same way, so it hydrates the same page and a copy of the address is the clean link.
    // The address keeps what the page does not read (a campaign tag), which the server may have left
    // out of the page it kept; one too long to read becomes the page's path. (The hand-over is read
    // before the router reads the address.)
    dehydrate: () => ({ link: linkState.served }),
    hydrate: ({ link: served }: { link: CleanLink | null }) => {
      linkState.served = served;
      if (!served) return;
      const { pathname, search, hash } = router.history.location;
      const here = `${pathname}${search}`;
      const page = served.tooLong ? served.href : cleanLink(router, `${embed ? embed.pagePath(pathname) : pathname}${search}`).href;
      const clean = embed ? embed.address(page) : page;
      if (clean !== here) router.history.replace(`${clean}${hash}`, router.history.location.state);
    },
  });
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof makeRouter>;
  }
}
