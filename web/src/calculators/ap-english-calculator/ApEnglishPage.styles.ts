import { defineStyles, gridColumns } from '../../shared/ui/styles.ts';

/** The results' own parts; the essays' grids and the encouragement use the shared rules (common.styles.ts). */
export const apEnglishResults = defineStyles('ap-english-results', {
  /** <SimpleGrid columns={2} gap="4">: the multiple-choice and free-response totals side by side */
  totals: { display: 'grid', gridTemplateColumns: gridColumns(2), gap: '4' },
});
