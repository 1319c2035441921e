import { defineStyles, gridColumns } from '../../shared/ui/styles.ts';

export const apCalculusResults = defineStyles('ap-calculus-results', {
  /** <SimpleGrid columns={2} gap="4">: the multiple-choice and free-response totals side by side */
  totals: { display: 'grid', gridTemplateColumns: gridColumns(2), gap: '4' },
});
