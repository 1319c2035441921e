import { defineStyles, gridColumns } from '../../shared/ui/styles.ts';

/** The free-response questions: a fieldset under its legend, what the page's Box/Text/SimpleGrid gave. */
export const apChemistryFrq = defineStyles('ap-chemistry-frq', {
  /** <Box as="fieldset" minW="0">: a fieldset may shrink below its content in the grid */
  group: { minW: '0' },
  /** <Text as="legend" fontWeight="semibold" mb="2"> */
  legend: { fontWeight: 'semibold', mb: '2' },
  /** <SimpleGrid columns={{ base: 2, sm: 3 }} gap="3"> */
  fields: { display: 'grid', gridTemplateColumns: gridColumns({ base: 2, sm: 3 }), gap: '3' },
});
