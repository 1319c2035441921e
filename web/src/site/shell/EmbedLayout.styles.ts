import { defineStyles, recipe } from '../../shared/ui/styles.ts';

/** Drawn only at an embed's address: the embed's sheet, which embedding.ts brings with the frame. */
export const embedLayout = defineStyles(
  'embed-layout',
  {
    root: { p: { base: '2', md: '3' }, bg: 'bg' },
    main: { _focus: { outline: 'none' } },
    footer: { mt: '2', textAlign: 'end', textStyle: 'xs' },
    open: [recipe('link'), { color: 'fg.muted' }],
  },
  { sheet: 'embed' },
);
