import { defineStyles, gridColumns, iconButton, recipe } from '../ui/styles.ts';

/** A row's fields in `count` columns from lg up. */
const wideColumns = (count: number) => ({ gridTemplateColumns: gridColumns({ lg: count }) });

export const rowsField = defineStyles('calc-rows', {
  root: { minW: '0' },
  legend: [recipe('heading', { size: 'sm' }), { mb: '3' }],
  /** <Stack as="ul" gap="3" listStyleType="none"> */
  list: { display: 'flex', flexDirection: 'column', gap: '3', listStyleType: 'none' },
  row: { borderWidth: '1px', rounded: 'lg', p: '3', bg: 'bg.subtle' },
  /** <HStack align="end" gap="2">: the fields, then the Remove button */
  line: { display: 'flex', alignItems: 'end', flexDirection: 'row', gap: '2' },
  /** The fields: stacked on phones, two side by side from sm… */
  cells: { display: 'grid', flex: '1', minW: '0', gap: '2', gridTemplateColumns: gridColumns({ base: 1, sm: 2 }) },
  /** …and from lg in as many columns as a row asks (rules after `cells`, so they win there). */
  wide1: wideColumns(1),
  wide2: wideColumns(2),
  wide3: wideColumns(3),
  wide4: wideColumns(4),
  wide5: wideColumns(5),
  wide6: wideColumns(6),
  /** Why a row is left out of the result ('Not counted: 0 credits'), under its fields */
  note: { fontSize: 'xs', color: 'fg.muted', fontStyle: 'italic', mt: '1.5' },
  remove: [recipe('button', { variant: 'ghost' }), iconButton, { colorPalette: 'red' }],
  add: [recipe('button', { variant: 'outline', size: 'sm' }), { mt: '3', colorPalette: 'blue' }],
});
