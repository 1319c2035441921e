import { publicPageByPath, publicPages } from '../../catalogue/catalogue.ts';

const pathBySlug = new Map(publicPages.map((page) => [page.slug, page.path]));

/** The site address a record's slug shows at (`home` is /), or undefined when the site has no page for it. */
export function sitePath(slug: string): string | undefined {
  const path = pathBySlug.get(slug);
  return path && publicPageByPath(path) ? path : undefined;
}

/** The one rule of what visitors see, where an editor sets it. */
export const publicRule =
  'A page is public only while its page record is published and, for a calculator, its calculator record is active. Otherwise visitors get ‘Page Not Found’ and it leaves the menus, listings, search and sitemap; signed in, you still see it, marked as a preview.';
