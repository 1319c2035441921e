import { plainTableRows } from '../../shared/ui/plainRows.ts';
import { defineStyles, recipe, slotRecipe } from '../../shared/ui/styles.ts';

export const loanResults = defineStyles('student-loan-results', {
  /** <Text fontSize="sm">: the income-driven plan's forgiven balance */
  forgiven: { fontSize: 'sm' },
});

/** The amortisation section below the calculator: its title, the chart, the note and the years. */
export const loanSchedule = defineStyles('student-loan-schedule', {
  /** <Heading as="h2" size="xl" mb="4"> */
  title: [recipe('heading', { size: 'xl' }), { mb: '4' }],
  /** <Stack gap="2">: the years' collapsible rows */
  years: { display: 'flex', flexDirection: 'column', gap: '2' },
});

const table = { size: 'sm' } as const;

/** One year's collapsible row and, once opened, its months' table. */
export const scheduleYear = defineStyles('student-loan-year', {
  details: { borderWidth: '1px', rounded: 'lg', bg: 'bg' },
  summary: { cursor: 'pointer', p: '3' },
  /** The grace period's row, a line like a year's summary but nothing to open: a block, so its padding holds its wrapped lines inside the box. */
  graceSummary: { display: 'block', p: '3', overflowWrap: 'anywhere' },
  label: { fontWeight: 'semibold' },
  totals: { fontSize: 'sm', color: 'fg.muted' },
  /** <Box overflowX="auto" px="3" pb="3"> */
  scroll: { overflowX: 'auto', px: '3', pb: '3', _focusVisible: { outline: '2px solid', outlineColor: 'blue.focusRing', outlineOffset: '2px' } },
  table: slotRecipe('table', 'root', table),
  /** Chakra's Table.Caption sets its caption side itself. */
  caption: [slotRecipe('table', 'caption', table), { captionSide: 'bottom' }],
  row: slotRecipe('table', 'row', table),
  columnHeader: slotRecipe('table', 'columnHeader', table),
  amountHeader: [slotRecipe('table', 'columnHeader', table), { textAlign: 'end' }],
  /** The months' rows are plain `<tr>`/`<td>` elements styled from their body. */
  body: [slotRecipe('table', 'body', table), plainTableRows],
});
