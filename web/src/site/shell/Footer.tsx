import { brand } from '../../catalogue/brand.ts';
import { useSiteNav } from '../siteData.ts';
import { useToday } from '../../shared/time/useToday.ts';
import { CatalogueLink } from '../../shared/ui/CatalogueLink.tsx';
import { InlineText } from '../../shared/ui/InlineText.tsx';
import { footer } from './Footer.styles.ts';

export function Footer() {
  const year = useToday().getFullYear();
  const nav = useSiteNav();
  return (
    <footer id="site-footer" className={footer.root}>
      <div className={footer.container}>
        <div className={footer.columns}>
          <div className={footer.about}>
            <p className={footer.brand}>{nav.siteName}</p>
            <p className={footer.tagline}>{brand.tagline}.</p>
            {nav.footerText && (
              <p className={footer.tagline} data-footer-text>
                <InlineText text={nav.footerText} />
              </p>
            )}
            <p className={footer.contact}>
              Contact:{' '}
              <a href={`mailto:${brand.contactEmail}`} className={footer.contactLink}>
                {brand.contactEmail}
              </a>
            </p>
            {nav.socialLinks.length > 0 && (
              <ul className={footer.legalList} aria-label={`${nav.siteName} elsewhere`}>
                {nav.socialLinks.map((link) => (
                  <li key={link.url}>
                    <a href={link.url} className={footer.contactLink} rel="me noopener noreferrer" target="_blank">
                      {link.label}
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </div>
          {nav.categories.map((category) => (
            <nav key={category.id} className={footer.category} aria-label={`${category.label} calculators`}>
              {category.listed ? (
                <CatalogueLink to={category.path} className={footer.categoryLink}>
                  {category.title}
                </CatalogueLink>
              ) : (
                <p className={footer.categoryLink}>{category.title}</p>
              )}
              <ul className={footer.calculatorList}>
                {category.calculators.map((calculator) => (
                  <li key={calculator.slug}>
                    <CatalogueLink to={calculator.path} className={footer.mutedLink}>
                      {calculator.label}
                    </CatalogueLink>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <div className={footer.bottom}>
          <ul className={footer.legalList} aria-label="Legal and contact">
            {nav.pages.map((page) => (
              <li key={page.path}>
                <CatalogueLink to={page.path} className={footer.mutedLink}>
                  {page.label}
                </CatalogueLink>
              </li>
            ))}
          </ul>
          <p className={footer.disclaimer}>Results are for educational and planning purposes only.</p>
        </div>
        <p className={footer.copyright}>
          © {year} {nav.siteName}. Free to use, no account needed.
        </p>
      </div>
    </footer>
  );
}
