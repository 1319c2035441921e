import { publicPageByPath } from '../catalogue/catalogue.ts';
import { headTags, type HeadTags } from '../catalogue/seo.ts';
import { servedHeadFor } from './servedHead.ts';

/** The site's public origin for canonical and social links; set VITE_SITE_URL when building for a domain. */
export const siteOrigin = (import.meta.env.VITE_SITE_URL ?? 'http://127.0.0.1:3000').replace(/\/$/, '');

/**
 * A route's `head()`: the head the server served for this page when the app opened on it (from
 * its SEO meta record), else the catalogue's.
 */
export function pageHead(path: string, options: { noindex?: boolean } = {}): HeadTags {
  const served = servedHeadFor(path);
  if (served) return served;
  const page = publicPageByPath(path);
  if (!page) throw new Error(`No catalogue page at ${path}`);
  return headTags(page, { origin: siteOrigin, ...options });
}
