import { defineStyles, slotRecipe } from '../../shared/ui/styles.ts';

/** The GPA history table's variants; its body (tbody) has no styles in them, so it needs no class. */
const table = { variant: 'outline', size: 'sm' } as const;

/** What <Table.Root size="sm" variant="outline" bg="bg"> and its parts gave. */
export const cumulativeGpaHistory = defineStyles('cumulative-gpa-history', {
  table: [slotRecipe('table', 'root', table), { bg: 'bg' }],
  header: slotRecipe('table', 'header', table),
  row: slotRecipe('table', 'row', table),
  columnHeader: slotRecipe('table', 'columnHeader', table),
  /** A number's column: aligned to the end */
  numberHeader: [slotRecipe('table', 'columnHeader', table), { textAlign: 'end' }],
  cell: slotRecipe('table', 'cell', table),
  numberCell: [slotRecipe('table', 'cell', table), { textAlign: 'end' }],
  /** The cumulative GPA, the column the table is for */
  cumulativeCell: [slotRecipe('table', 'cell', table), { textAlign: 'end', fontWeight: 'semibold' }],
});
