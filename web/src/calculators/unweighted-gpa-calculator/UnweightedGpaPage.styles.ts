import { defineStyles, slotRecipe } from '../../shared/ui/styles.ts';

/** The results' grade distribution: a list of letters and their course counts. */
export const gradeDistribution = defineStyles('unweighted-gpa-distribution', {
  /** <List.Root listStyleType="none" gap="0.5" mt="1">, keeping the `role="list"` Chakra's List gave it */
  list: [slotRecipe('list', 'root'), { listStyleType: 'none', gap: '0.5', mt: '1' }],
  item: slotRecipe('list', 'item'),
  /** <Text as="span" fontWeight="bold" display="inline-block" minW="8"> */
  letter: { fontWeight: 'bold', display: 'inline-block', minW: '8' },
});
