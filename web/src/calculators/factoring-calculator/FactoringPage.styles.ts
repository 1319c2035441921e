import { defineStyles, slotRecipe } from '../../shared/ui/styles.ts';

/** The factors, one per line: <List.Root ps="5" mt="1" fontFamily="mono"> (bullets, as Chakra's marker variant). */
export const factoringFactors = defineStyles('factoring-factors', {
  list: [slotRecipe('list', 'root'), { ps: '5', mt: '1', fontFamily: 'mono' }],
  factor: slotRecipe('list', 'item'),
});
