import { defineStyles, recipe } from '../ui/styles.ts';

export const embedAction = defineStyles('calc-embed-action', {
  row: { display: 'flex', justifyContent: 'flex-end', _print: { display: 'none' } },
  button: [recipe('button', { variant: 'ghost', size: 'sm' }), { colorPalette: 'blue' }],
});

/** The dialog, drawn after the first click: a sheet of its own, which EmbedDialog.tsx brings with it. */
export const embedDialog = defineStyles(
  'calc-embed-dialog',
  {
    dialog: {
      w: 'min(40rem, calc(100vw - 2rem))',
      p: '5',
      rounded: 'lg',
      borderWidth: '1px',
      borderColor: 'border',
      bg: 'bg.panel',
      color: 'fg',
      shadow: 'lg',
      _backdrop: { bg: 'blackAlpha.500' },
    },
    heading: { textStyle: 'lg', fontWeight: 'semibold', mb: '2' },
    text: { textStyle: 'sm', color: 'fg.muted', mb: '3' },
    snippet: { w: 'full', minH: '32', fontFamily: 'mono', textStyle: 'xs', p: '2', borderWidth: '1px', borderColor: 'border', rounded: 'md', bg: 'bg.subtle' },
    actions: { display: 'flex', gap: '3', justifyContent: 'flex-end', mt: '3' },
    primary: [recipe('button', { size: 'sm' }), { colorPalette: 'blue' }],
    secondary: recipe('button', { size: 'sm', variant: 'outline' }),
  },
  { sheet: 'embed-dialog' },
);
