import { defineStyles } from '../ui/styles.ts';

export const measureRow = defineStyles('calc-measure-row', {
  /** <Grid templateColumns="minmax(0, 1fr) 7rem" gap="3" alignItems="start"> */
  root: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) 7rem', gap: '3', alignItems: 'start' },
});
