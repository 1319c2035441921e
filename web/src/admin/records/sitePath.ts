import { publicPageByPath, publicPages } from '../../catalogue/catalogue.ts';

const pathBySlug = new Map(publicPages.map((page) => [page.slug, page.path]));

/** The site address a record's slug shows at (`home` is /), or undefined when the site has no page for it. */
export function sitePath(slug: string): string | undefined {
  const path = pathBySlug.get(slug);
  return path && publicPageByPath(path) ? path : undefined;
}
