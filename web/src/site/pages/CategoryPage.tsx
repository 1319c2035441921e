import { Link as RouterLink } from '@tanstack/react-router';
import { calculatorsIn, categoryById } from '../../catalogue/catalogue.ts';
import type { CategoryId } from '../../catalogue/types.ts';
import { cx } from '../../shared/ui/styles.ts';
import { Icon } from '../../shared/ui/Icon.tsx';
import { CalculatorCard } from '../cards/CalculatorCard.tsx';
import { accent } from '../cards/CalculatorCard.styles.ts';
import { categoryPage as styles } from './CategoryPage.styles.ts';

/** A category listing: every tool of the category with a 'Visit Tool' button (spec document 1, 2.5). */
export function CategoryPage({ category: id }: { category: CategoryId }) {
  const category = categoryById(id);
  const tools = calculatorsIn(id);
  return (
    <div className={styles.root}>
      <RouterLink to="/" className={styles.back}>
        <Icon name="ArrowLeft" size={16} /> Back to all calculators
      </RouterLink>
      <div className={styles.header}>
        <div className={cx(styles.iconTile, accent[category.color])}>
          <Icon name={category.icon} size={28} />
        </div>
        <h1 className={styles.title}>{category.title}</h1>
      </div>
      <p className={styles.description}>{category.description}</p>
      <p className={styles.count}>{tools.length} tools</p>
      <ul className={styles.tools}>
        {tools.map((calculator) => (
          <li key={calculator.slug}>
            <CalculatorCard calculator={calculator} action="Visit Tool" headingLevel="h2" />
          </li>
        ))}
      </ul>
    </div>
  );
}
