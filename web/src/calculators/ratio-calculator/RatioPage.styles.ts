import { defineStyles, gridColumns } from '../../shared/ui/styles.ts';

export const ratioResults = defineStyles('ratio-results', {
  /** <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3"> */
  figures: { display: 'grid', gridTemplateColumns: gridColumns({ base: 1, sm: 3 }), gap: '3' },
});
