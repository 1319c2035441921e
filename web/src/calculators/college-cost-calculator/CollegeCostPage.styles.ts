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
