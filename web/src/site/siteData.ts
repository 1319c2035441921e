/** The router's loaders and the hooks that read what they load (siteSource.ts says where it comes from). */
import { notFound, useLoaderData } from '@tanstack/react-router';
import type { PageView, SiteNav } from '../catalogue/site.ts';
import type { LinkState } from '../shared/links/linkState.ts';
import type { Embedding } from './shell/embedding.ts';
import type { SiteSource } from './siteSource.ts';

export interface RouterContext {
  site: SiteSource;
  linkState: LinkState;
  /** Set when the page is drawn as its embed, alone inside another site's page (site/shell/embedding.ts). */
  embed: Embedding | undefined;
}

/**
 * A page route's loader: the page's view, or 404 when it is not public. `loadCode` loads a lazy
 * page's code meanwhile (lazyPage), so the page renders complete. (Written out in each route, not
 * spread in, so the router's code splitting sees what the route refers to.)
 */
export function pageLoader(path: string, loadCode?: () => Promise<void>) {
  return async ({ context }: { context: RouterContext }): Promise<PageView> => {
    const [{ page }] = await Promise.all([context.site.load(path), loadCode?.()]);
    if (!page) throw notFound();
    return page;
  };
}

/** A page route's head: its record's, from the loader. */
export function pageHead({ loaderData }: { loaderData?: PageView }) {
  return loaderData?.head ?? {};
}

/** The site's menus and listings, from the root route's loader. */
export function useSiteNav(): SiteNav {
  const data = useLoaderData({ from: '__root__' }) as { nav: SiteNav } | undefined;
  if (!data) throw new Error('The site has not loaded');
  return data.nav;
}
