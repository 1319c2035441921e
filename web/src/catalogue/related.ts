/**
 * Which calculators a calculator page suggests, apart from the site's model (site.ts): the page's
 * code needs only this, and the model brings the whole catalogue and the content schemas with it.
 */
import type { SiteNav } from './site.ts';

/** How many related calculators a calculator page shows. */
export const relatedCount = 4;

/**
 * The calculators a calculator page suggests next, as slugs, most related first: the others of its
 * category in their listing order. The one place relations are decided, so relations an editor
 * sets (a calculator record's own list) can take precedence here without touching the page.
 */
export function relatedSlugs(nav: SiteNav, slug: string): string[] {
  const category = nav.categories.find((entry) => entry.calculators.some((calculator) => calculator.slug === slug));
  return (category?.calculators ?? []).filter((calculator) => calculator.slug !== slug).map((calculator) => calculator.slug);
}
