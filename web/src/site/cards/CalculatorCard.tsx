import type { Listing } from '../../catalogue/site.ts';
import { cx } from '../../shared/ui/styles.ts';
import { Icon } from '../../shared/ui/Icon.tsx';
import { CatalogueLink } from '../../shared/ui/CatalogueLink.tsx';
import { accent, calculatorCard as styles } from './CalculatorCard.styles.ts';

interface Props {
  calculator: Listing;
  /** The button's words: 'Use Calculator' wherever a card is (the spec's listings said 'Visit Tool' for the same act). */
  action: string;
  headingLevel: 'h2' | 'h3';
  /** Shown on listings, where cards of several categories may sit together. */
  categoryLabel?: string;
  /** A featured card (the home page): on a phone, its title without the description. */
  brief?: boolean;
}

export function CalculatorCard({ calculator, action, headingLevel: Title, categoryLabel, brief = false }: Props) {
  return (
    <article className={styles.root}>
      <div className={styles.body}>
        <div className={styles.heading}>
          <div className={cx(styles.iconTile, accent[calculator.color])}>
            <Icon name={calculator.icon} size={22} />
          </div>
          <div className={brief ? styles.briefTitleBlock : undefined}>
            <Title className={styles.title}>{calculator.title}</Title>
            {categoryLabel && <p className={styles.categoryLabel}>{categoryLabel}</p>}
          </div>
        </div>
        <p className={brief ? styles.briefDescription : styles.description}>{calculator.description}</p>
        <ul role="list" className={styles.features}>
          {calculator.features.map((feature) => (
            <li key={feature} className={styles.feature}>
              <Icon name="Check" className={styles.featureCheck} />
              {feature}
            </li>
          ))}
        </ul>
      </div>
      <div className={styles.footer}>
        <CatalogueLink to={calculator.path} aria-label={`${action}: ${calculator.title}`} className={styles.action}>
          {action}
        </CatalogueLink>
      </div>
    </article>
  );
}
