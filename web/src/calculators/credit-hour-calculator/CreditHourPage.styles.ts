import { defineStyles, slotRecipe } from '../../shared/ui/styles.ts';

export const creditHour = defineStyles('credit-hour-page', {
  /** <Text fontSize="sm" color="fg.muted" mt="2">: a course's planned study under its row */
  rowStudy: { fontSize: 'sm', color: 'fg.muted', mt: '2' },
  /** <List.Root gap="2" ps="5">, keeping the `role="list"` Chakra's List gave it */
  recommendations: [slotRecipe('list', 'root'), { gap: '2', ps: '5' }],
  recommendation: slotRecipe('list', 'item'),
});
