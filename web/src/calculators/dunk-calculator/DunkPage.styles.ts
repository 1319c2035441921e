import { defineStyles, gridColumns, recipe, slotRecipe } from '../../shared/ui/styles.ts';

/** The definition above the calculator: its title is common.sectionTitle. */
export const dunkDefinition = defineStyles('dunk-definition', {
  /** <Text maxW="3xl"> */
  text: { maxW: '3xl' },
});

export const dunkForm = defineStyles('dunk-form', {
  /** <Text fontWeight="semibold" pt="2">: the title over the jump measurements (their grid is common.columns2) */
  measurementsTitle: { fontWeight: 'semibold', pt: '2' },
});

export const dunkResults = defineStyles('dunk-results', {
  /** <List.Root gap="1.5" ps="5">: the list recipe's default (marker) variant */
  recommendations: [slotRecipe('list', 'root'), { gap: '1.5', ps: '5' }],
  recommendation: slotRecipe('list', 'item'),
  /** <Stack gap="1" fontSize="sm"> */
  physics: { display: 'flex', flexDirection: 'column', gap: '1', fontSize: 'sm' },
});

/** The tips below the calculator. */
export const dunkImprove = defineStyles('dunk-improve', {
  /** <Heading as="h2" size="xl" mb="4"> */
  title: [recipe('heading', { size: 'xl' }), { mb: '4' }],
  /** <SimpleGrid columns={{ base: 1, md: 2 }} gap="4"> */
  tips: { display: 'grid', gridTemplateColumns: gridColumns({ base: 1, md: 2 }), gap: '4' },
  /** <Box borderWidth="1px" rounded="xl" p="4" bg="bg"> */
  tip: { borderWidth: '1px', rounded: 'xl', p: '4', bg: 'bg' },
  /** <Heading as="h3" size="md" mb="1"> */
  tipTitle: [recipe('heading', { size: 'md' }), { mb: '1' }],
});
