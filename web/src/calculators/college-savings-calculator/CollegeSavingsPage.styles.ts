import { defineStyles, recipe, slotRecipe } from '../../shared/ui/styles.ts';

const table = { size: 'sm' } as const;
const cell = slotRecipe('table', 'cell', table);

/** The year-by-year section below the calculator: its title, the chart and the fund's table. */
export const savingsGrowth = defineStyles('college-savings-growth', {
  /** <Heading as="h2" size="xl" mb="4"> */
  title: [recipe('heading', { size: 'xl' }), { mb: '4' }],
  /** <Box overflowX="auto" borderWidth="1px" rounded="xl" bg="bg">: the table's frame */
  tableFrame: { overflowX: 'auto', borderWidth: '1px', rounded: 'xl', bg: 'bg' },
  table: slotRecipe('table', 'root', table),
  /** Chakra's Table.Caption sets its caption side itself. */
  caption: [slotRecipe('table', 'caption', table), { captionSide: 'bottom' }],
  row: slotRecipe('table', 'row', table),
  columnHeader: slotRecipe('table', 'columnHeader', table),
  amountHeader: [slotRecipe('table', 'columnHeader', table), { textAlign: 'end' }],
  cell,
  amount: [cell, { textAlign: 'end' }],
});
