import { defineStyles, gridColumns, recipe, slotRecipe } from '../ui/styles.ts';

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
  /** <SimpleGrid columns={2} gap="4">: two totals side by side */
  totals: { display: 'grid', gridTemplateColumns: gridColumns(2), gap: '4' },
  /** <List.Root ps="5" gap="1" fontSize="sm">: a result's steps or notes (the list keeps its list role) */
  steps: [slotRecipe('list', 'root'), { ps: '5', gap: '1', fontSize: 'sm' }],
  step: slotRecipe('list', 'item'),
  /** <Stack gap="1"> */
  stack1: { display: 'flex', flexDirection: 'column', gap: '1' },
  /** <Stack gap="4"> */
  stack4: { display: 'flex', flexDirection: 'column', gap: '4' },
  /** <Heading as="h3" size="sm" mb="2"> */
  subheading: [recipe('heading', { size: 'sm' }), { mb: '2' }],
  /** <Heading as="h2" size="xl" mb="3">: a content section's title above or below the calculator */
  sectionTitle: [recipe('heading', { size: 'xl' }), { mb: '3' }],
});

const table = { size: 'sm' } as const;
const cell = slotRecipe('table', 'cell', table);

/** A section below the calculator with a year-by-year table (a fund's growth, a degree's cost). */
export const yearTable = defineStyles('calc-year-table', {
  /** <Heading as="h2" size="xl" mb="4"> */
  title: [recipe('heading', { size: 'xl' }), { mb: '4' }],
  /** <Box overflowX="auto" borderWidth="1px" rounded="xl" bg="bg">: the table's frame */
  tableFrame: {
    overflowX: 'auto',
    borderWidth: '1px',
    rounded: 'xl',
    bg: 'bg',
    _focusVisible: { outline: '2px solid', outlineColor: 'blue.focusRing', outlineOffset: '2px' },
  },
  table: slotRecipe('table', 'root', table),
  /** Chakra's Table.Caption sets its caption side itself. */
  caption: [slotRecipe('table', 'caption', table), { captionSide: 'bottom' }],
  row: slotRecipe('table', 'row', table),
  columnHeader: slotRecipe('table', 'columnHeader', table),
  amountHeader: [slotRecipe('table', 'columnHeader', table), { textAlign: 'end' }],
  cell,
  amount: [cell, { textAlign: 'end' }],
  total: [cell, { textAlign: 'end', fontWeight: 'semibold' }],
});
