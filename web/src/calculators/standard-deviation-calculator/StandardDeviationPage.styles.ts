import { defineStyles, gridColumns, phoneText, recipe } from '../../shared/ui/styles.ts';

/** The values field's own parts (LabelledField gives the rest): Chakra's Textarea, and its note. */
export const valuesField = defineStyles('standard-deviation-values', {
  textarea: [recipe('textarea'), { fontFamily: 'mono' }, phoneText],
  dropped: { fontSize: 'sm', color: 'orange.fg' },
});

export const standardDeviationResults = defineStyles('standard-deviation-results', {
  dataSetTitle: { fontSize: 'sm', fontWeight: 'semibold', mb: '2' },
  /** <SimpleGrid columns={{ base: 2, sm: 4 }} gap="3"> */
  dataSet: { display: 'grid', gridTemplateColumns: gridColumns({ base: 2, sm: 4 }), gap: '3' },
});
