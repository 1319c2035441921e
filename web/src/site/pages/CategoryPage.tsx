import { Link as RouterLink } from '@tanstack/react-router';
import type { CategoryId } from '../../catalogue/types.ts';
import { usePageView } from '../../shared/pageView.ts';
import { cx } from '../../shared/ui/styles.ts';
import { Icon } from '../../shared/ui/Icon.tsx';
import { CalculatorCard } from '../cards/CalculatorCard.tsx';
import { accent } from '../cards/CalculatorCard.styles.ts';
import { useSiteNav } from '../siteData.ts';
import { categoryPage as styles } from './CategoryPage.styles.ts';

/**
 * A category listing: every public tool of the category with a 'Use Calculator' button; its heading and introduction from its page record.
 */
export function CategoryPage({ category: id }: { category: CategoryId }) {
  const view = usePageView();
  const category = useSiteNav().categories.find((entry) => entry.id === id);
  if (!category) throw new Error(`Unknown category ${id}`);
  const tools = category.calculators;
  return (
    <div className={styles.root}>
      <RouterLink to="/" className={styles.back}>
        <Icon name="ArrowLeft" size={16} /> Back to all calculators
      </RouterLink>
      <div className={styles.header}>
        <div className={cx(styles.iconTile, accent[category.color])}>
          <Icon name={category.icon} size={28} />
        </div>
        <h1 className={styles.title}>{view.title}</h1>
      </div>
      <p className={styles.description}>{view.description}</p>
      <p className={styles.count}>{tools.length} tools</p>
      <ul className={styles.tools}>
        {tools.map((calculator) => (
          <li key={calculator.slug}>
            <CalculatorCard calculator={calculator} action="Use Calculator" headingLevel="h2" />
          </li>
        ))}
      </ul>
    </div>
  );
}
