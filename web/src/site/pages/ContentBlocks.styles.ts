import { defineStyles, recipe, slotRecipe } from '../../shared/ui/styles.ts';

/** A table block's variants; its body (tbody) has no styles in them, so it needs no class. */
const table = { variant: 'outline', size: 'md' } as const;

export const contentTable = defineStyles('content-table', {
  table: slotRecipe('table', 'root', table),
  caption: [slotRecipe('table', 'caption', table), { captionSide: 'top', textAlign: 'start', mb: '2', color: 'fg.muted' }],
  header: slotRecipe('table', 'header', table),
  row: slotRecipe('table', 'row', table),
  columnHeader: slotRecipe('table', 'columnHeader', table),
  cell: slotRecipe('table', 'cell', table),
});

/** A note in the reading column: a subtle card with a heading. */
export const contentNote = defineStyles('content-note', {
  card: [slotRecipe('card', 'root', { variant: 'subtle' }), { colorPalette: 'blue', mt: '2' }],
  body: [slotRecipe('card', 'body', { variant: 'subtle' }), { gap: '1' }],
  title: recipe('heading', { size: 'md' }),
});
