import { useMatch } from '@tanstack/react-router';
import { relatedCount, relatedSlugs } from '../../catalogue/related.ts';
import type { SiteNav } from '../../catalogue/site.ts';
import { CatalogueLink } from '../ui/CatalogueLink.tsx';
import { Icon } from '../ui/Icon.tsx';
import { relatedCalculators as styles } from './RelatedCalculators.styles.ts';

/**
 * Other calculators a visitor of this one may want (relatedSlugs decides which), from the site's
 * menus as the records make them, so an inactive calculator is never suggested.
 */
export function RelatedCalculators({ slug }: { slug: string }) {
  const nav = useMatch({ from: '__root__', select: (match) => (match.loaderData as { nav?: SiteNav } | undefined)?.nav });
  if (!nav) return null;
  const listings = new Map(nav.categories.flatMap((category) => category.calculators.map((calculator) => [calculator.slug, calculator] as const)));
  const related = relatedSlugs(nav, slug)
    .flatMap((related) => listings.get(related) ?? [])
    .slice(0, relatedCount);
  if (related.length === 0) return null;
  return (
    <nav aria-labelledby="related-calculators" className={styles.root}>
      <h2 id="related-calculators" className={styles.title}>
        Related calculators
      </h2>
      <ul role="list" className={styles.list}>
        {related.map((calculator) => (
          <li key={calculator.slug}>
            <CatalogueLink to={calculator.path} className={styles.link}>
              <Icon name={calculator.icon} size={18} />
              <span>{calculator.title}</span>
            </CatalogueLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
