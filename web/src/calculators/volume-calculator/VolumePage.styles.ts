import { defineStyles, slotRecipe } from '../../shared/ui/styles.ts';

export const volumeResults = defineStyles('volume-results', {
  /** <List.Root ps="5" gap="1" fontSize="sm">: the steps (numbered) and the practical notes */
  list: [slotRecipe('list', 'root'), { ps: '5', gap: '1', fontSize: 'sm' }],
  listItem: slotRecipe('list', 'item'),
});
