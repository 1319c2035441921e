import { plainTableRows } from '../ui/plainRows.ts';
import { defineStyles, slotRecipe } from '../ui/styles.ts';

/** The chart's card: its title and summary, the canvas's room and the disclosure of its table. */
export const lineChart = defineStyles('chart-line', {
  figure: { m: '0', borderWidth: '1px', rounded: 'xl', p: { base: '3', md: '4' }, bg: 'bg' },
  title: { fontWeight: 'semibold', mb: '1' },
  summary: { fontSize: 'sm', color: 'fg.muted', mb: '3' },
  /** The room kept for the canvas at LineChart's default height (280 px); another height is set inline. */
  canvas: { minH: '280px' },
  disclosure: { mt: '3' },
  toggle: { cursor: 'pointer', fontSize: 'sm', color: 'accent.fg' },
  scroller: {
    overflowX: 'auto',
    mt: '2',
    maxH: '80',
    overflowY: 'auto',
    _focusVisible: { outline: '2px solid', outlineColor: 'blue.focusRing', outlineOffset: '2px' },
  },
});

/** What Chakra's Table gave at `size="sm" stickyHeader` (variant line). */
const table = { size: 'sm', stickyHeader: true } as const;

export const chartTable = defineStyles('chart-line-table', {
  root: slotRecipe('table', 'root', table),
  /** Table.Caption's default `captionSide="bottom"`. */
  caption: [slotRecipe('table', 'caption', table), { captionSide: 'bottom' }],
  header: slotRecipe('table', 'header', table),
  row: slotRecipe('table', 'row', table),
  columnHeader: slotRecipe('table', 'columnHeader', table),
  /** A series' header, over its right-aligned figures. */
  seriesHeader: [slotRecipe('table', 'columnHeader', table), { textAlign: 'end' }],
  /** The body slot has no styles at these variants: only the plain rows' (plainRows.ts). */
  body: plainTableRows,
});
