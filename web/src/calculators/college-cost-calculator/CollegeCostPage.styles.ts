import { defineStyles, gridColumns, recipe, slotRecipe } from '../../shared/ui/styles.ts';

/** The inputs' "Load Averages" button and its note. */
export const averages = defineStyles('college-cost-averages', {
  /** <Button variant="outline" colorPalette="blue" size="sm"> */
  button: [recipe('button', { variant: 'outline', size: 'sm' }), { colorPalette: 'blue' }],
  /** <Text fontSize="sm" color="fg.muted" mt="1"> */
  note: { fontSize: 'sm', color: 'fg.muted', mt: '1' },
});

/** The results' cost breakdown and tips. */
export const costResults = defineStyles('college-cost-results', {
  /** <SimpleGrid columns={2} gap="2">: a category and its cost */
  breakdownLine: { display: 'grid', gridTemplateColumns: gridColumns(2), gap: '2' },
  category: { fontSize: 'sm' },
  cost: { fontSize: 'sm', fontWeight: 'semibold', textAlign: 'end' },
  /** <List.Root gap="2" ps="5">, keeping the `role="list"` Chakra's List gave it */
  tips: [slotRecipe('list', 'root'), { gap: '2', ps: '5' }],
  tip: slotRecipe('list', 'item'),
});

const table = { size: 'sm' } as const;
const cell = slotRecipe('table', 'cell', table);

/** The cost-per-year section below the calculator: its title, the table and the chart. */
export const costByYear = defineStyles('college-cost-by-year', {
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
  total: [cell, { textAlign: 'end', fontWeight: 'semibold' }],
});
