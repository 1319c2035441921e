import { defineStyles, recipe, slotRecipe } from '../../shared/ui/styles.ts';

/** The response-time table's variants; its body (tbody) has no styles in them, so it needs no class. */
const table = { variant: 'outline', size: 'md' } as const;

export const contactPage = defineStyles('contact-page', {
  emailLink: [recipe('link', { variant: 'underline' }), { colorPalette: 'blue', fontWeight: 'semibold' }],
  table: slotRecipe('table', 'root', table),
  caption: [slotRecipe('table', 'caption', table), { captionSide: 'top', textAlign: 'start', mb: '2', color: 'fg.muted' }],
  tableHeader: slotRecipe('table', 'header', table),
  row: slotRecipe('table', 'row', table),
  columnHeader: slotRecipe('table', 'columnHeader', table),
  cell: slotRecipe('table', 'cell', table),
  replyCard: [slotRecipe('card', 'root', { variant: 'subtle' }), { colorPalette: 'blue', mt: '2' }],
  replyCardBody: [slotRecipe('card', 'body', { variant: 'subtle' }), { gap: '1' }],
  replyTitle: recipe('heading', { size: 'md' }),
});
