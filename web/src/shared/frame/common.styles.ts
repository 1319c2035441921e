import { defineStyles, gridColumns, recipe } from '../ui/styles.ts';

/**
 * Rules many calculator pages share, so each page's own style module holds only what is its own.
 * Each is what the Chakra props named beside it gave.
 */
export const common = defineStyles('calc-common', {
  /** <Text fontSize="sm" color="fg.muted"> */
  note: { fontSize: 'sm', color: 'fg.muted' },
  /** <SimpleGrid columns={2} gap="3"> */
  columns2: { display: 'grid', gridTemplateColumns: gridColumns(2), gap: '3' },
  /** <SimpleGrid columns={3} gap="3"> */
  columns3: { display: 'grid', gridTemplateColumns: gridColumns(3), gap: '3' },
  /** <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4"> */
  columnsWide: { display: 'grid', gridTemplateColumns: gridColumns({ base: 1, sm: 2 }), gap: '4' },
  /** <Stack gap="1"> */
  stack1: { display: 'flex', flexDirection: 'column', gap: '1' },
  /** <Stack gap="4"> */
  stack4: { display: 'flex', flexDirection: 'column', gap: '4' },
  /** <Heading as="h3" size="sm" mb="2"> */
  subheading: [recipe('heading', { size: 'sm' }), { mb: '2' }],
  /** <Heading as="h2" size="xl" mb="3">: a content section's title above or below the calculator */
  sectionTitle: [recipe('heading', { size: 'xl' }), { mb: '3' }],
});
