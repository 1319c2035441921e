import { defineStyles, gridColumns } from '../ui/styles.ts';

/** <SimpleGrid columns={n} gap="3"> */
const columns = (count: number) => ({ display: 'grid', gridTemplateColumns: gridColumns(count), gap: '3' });

export const fieldGroup = defineStyles('calc-field-group', {
  root: { minW: '0' },
  legend: { fontWeight: 'semibold', mb: '2' },
  /** A group's fields in one to four columns. */
  columns1: columns(1),
  columns2: columns(2),
  columns3: columns(3),
  columns4: columns(4),
});
