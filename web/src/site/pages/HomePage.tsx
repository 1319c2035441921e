import { usePageView } from '../../shared/pageView.ts';
import { Icon } from '../../shared/ui/Icon.tsx';
import { CalculatorCard } from '../cards/CalculatorCard.tsx';
import { HomeSearch } from '../search/HomeSearch.tsx';
import { CatalogueLink } from '../../shared/ui/CatalogueLink.tsx';
import { InlineText } from '../../shared/ui/InlineText.tsx';
import { PageBody } from './ContentBlocks.tsx';
import { hero, homePage as styles } from './HomePage.styles.ts';
import { useSiteNav } from '../siteData.ts';

/**
 * The home page: its record's heading, introduction and sections, around what the calculator
 * records give it (their count, the search, the categories and their featured calculators).
 */
export function HomePage() {
  const view = usePageView();
  const nav = useSiteNav();
  const count = nav.categories.reduce((total, category) => total + category.calculators.length, 0);
  const categories = nav.categories.filter((category) => category.listed || category.calculators.length > 0);
  return (
    <>
      <section aria-labelledby="hero-title" className={hero.root}>
        <div className={hero.container}>
          <div className={hero.stack}>
            <span className={hero.badge}>{count} free calculators, no sign-up</span>
            <h1 id="hero-title" className={hero.title}>
              {view.title}
            </h1>
            <p className={hero.lead}>
              <InlineText text={view.description} />
            </p>
            <HomeSearch />
            <ul className={hero.categories} aria-label="Calculators per category">
              {categories
                .filter((category) => category.listed)
                .map((category) => (
                  <li key={category.id}>
                    <CatalogueLink to={category.path} className={hero.category}>
                      <Icon name={category.icon} size={16} />
                      {category.label}: {category.calculators.length}
                    </CatalogueLink>
                  </li>
                ))}
            </ul>
          </div>
        </div>
      </section>

      <div className={styles.root}>
        <div className={styles.sections}>
          {categories.map((category) => {
            const tools = category.calculators;
            return (
              <section key={category.id} aria-labelledby={`${category.id}-heading`}>
                <div className={styles.categoryHeader}>
                  <div>
                    <h2 id={`${category.id}-heading`} className={styles.categoryTitle}>
                      {category.title}
                    </h2>
                    <p className={styles.categoryDescription}>{category.description}</p>
                  </div>
                  {category.listed && (
                    <CatalogueLink
                      to={category.path}
                      aria-label={`View all ${tools.length} ${category.label.toLowerCase()} calculators`}
                      className={styles.viewAll}
                    >
                      View All ({tools.length}) <Icon name="ArrowRight" />
                    </CatalogueLink>
                  )}
                </div>
                <ul className={styles.featured}>
                  {tools
                    .filter((calculator) => calculator.featured)
                    .map((calculator) => (
                      <li key={calculator.slug}>
                        <CalculatorCard calculator={calculator} action="Use Calculator" headingLevel="h3" brief />
                      </li>
                    ))}
                </ul>
              </section>
            );
          })}

          <PageBody content={view.content} variant="home" />
        </div>
      </div>
    </>
  );
}
