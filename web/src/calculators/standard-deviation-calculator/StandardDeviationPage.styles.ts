import { defineStyles, gridColumns, recipe, slotRecipe } from '../../shared/ui/styles.ts';

/** The values field: what Chakra's Field (vertical) and Textarea gave. */
export const valuesField = defineStyles('standard-deviation-values', {
  root: slotRecipe('field', 'root'),
  label: slotRecipe('field', 'label'),
  textarea: [recipe('textarea'), { fontFamily: 'mono' }],
  helperText: slotRecipe('field', 'helperText'),
  dropped: { fontSize: 'sm', color: 'orange.700' },
});

export const standardDeviationResults = defineStyles('standard-deviation-results', {
  dataSetTitle: { fontSize: 'sm', fontWeight: 'semibold', mb: '2' },
  /** <SimpleGrid columns={{ base: 2, sm: 4 }} gap="3"> */
  dataSet: { display: 'grid', gridTemplateColumns: gridColumns({ base: 2, sm: 4 }), gap: '3' },
});
