/**
 * A table body's rows and cells styled as a small, lined Chakra table's, for bodies of many rows
 * written as plain `<tr>`/`<td>` elements under this one style (on their `<tbody>`): a component per
 * cell costs each cell its own style work when the page is taken over; plain cells cost almost
 * none. The first cell of a row is a label, the others figures.
 */
export const plainTableRows = {
  '& tr': { bg: 'bg' },
  '& td': { px: '2', py: '2', borderBottomWidth: '1px', textAlign: 'end' },
  '& td:first-of-type': { textAlign: 'start' },
} as const;
