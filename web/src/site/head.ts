import { publicPageByPath } from '../catalogue/catalogue.ts';
import { headTags, type Faq, type HeadTags } from '../catalogue/seo.ts';

/** The site's public origin for canonical and social links; set VITE_SITE_URL when building for a domain. */
export const siteOrigin = (import.meta.env.VITE_SITE_URL ?? 'http://127.0.0.1:3000').replace(/\/$/, '');

/** A route's `head()` from the catalogue entry at its path. */
export function pageHead(path: string, options: { faqs?: readonly Faq[]; noindex?: boolean } = {}): HeadTags {
  const page = publicPageByPath(path);
  if (!page) throw new Error(`No catalogue page at ${path}`);
  return headTags(page, { origin: siteOrigin, ...options });
}
