import { defineStyles, gridColumns, slotRecipe } from '../../shared/ui/styles.ts';

export const ratioResults = defineStyles('ratio-results', {
  /** <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3"> */
  figures: { display: 'grid', gridTemplateColumns: gridColumns({ base: 1, sm: 3 }), gap: '3' },
  /** <List.Root as="ol" ps="5" gap="1" fontSize="sm"> */
  steps: [slotRecipe('list', 'root'), { ps: '5', gap: '1', fontSize: 'sm' }],
  step: slotRecipe('list', 'item'),
});
