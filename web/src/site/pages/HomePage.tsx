import { usePageView } from '../../shared/pageView.ts';
import { Icon } from '../../shared/ui/Icon.tsx';
import { CalculatorCard } from '../cards/CalculatorCard.tsx';
import { HomeSearch } from '../search/HomeSearch.tsx';
import { howItWorksSteps, industryApplications } from './home-content.ts';
import { CatalogueLink } from '../../shared/ui/CatalogueLink.tsx';
import { hero, homePage as styles } from './HomePage.styles.ts';
import { useSiteNav } from '../siteData.ts';

/** The home page: its heading, introduction and sections from its page record, its cards from the calculator records. */
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
            <p className={hero.lead}>{view.description}</p>
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
                        <CalculatorCard calculator={calculator} action="Use Calculator" headingLevel="h3" />
                      </li>
                    ))}
                </ul>
              </section>
            );
          })}

          <aside aria-label="Search tip" className={styles.tip}>
            <div className={styles.tipIcon}>
              <Icon name="Search" />
            </div>
            <p>
              <strong>Looking for something else?</strong> The search button at the bottom of every page finds any calculator by name, topic or category,
              wherever you are on the site.
            </p>
          </aside>

          <section aria-labelledby="how-heading">
            <h2 id="how-heading" className={styles.sectionTitle}>
              How it works
            </h2>
            <ol className={styles.steps}>
              {howItWorksSteps.map((step, index) => (
                <li key={step.title} className={styles.step}>
                  <p className={styles.stepNumber}>Step {index + 1}</p>
                  <h3 className={styles.stepTitle}>{step.title}</h3>
                  <p className={styles.note}>{step.text}</p>
                </li>
              ))}
            </ol>
          </section>

          <section aria-labelledby="uses-heading">
            <h2 id="uses-heading" className={styles.sectionTitle}>
              Who uses these calculators
            </h2>
            <ul className={styles.uses}>
              {industryApplications.map((application) => (
                <li key={application.title} className={styles.use}>
                  <div className={styles.useIcon}>
                    <Icon name={application.icon} size={20} />
                  </div>
                  <div>
                    <h3 className={styles.useTitle}>{application.title}</h3>
                    <p className={styles.note}>{application.text}</p>
                  </div>
                </li>
              ))}
            </ul>
          </section>
        </div>
      </div>
    </>
  );
}
