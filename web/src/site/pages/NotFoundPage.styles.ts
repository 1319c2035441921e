import { defineStyles, recipe } from '../../shared/ui/styles.ts';

export const notFoundPage = defineStyles('not-found-page', {
  root: [recipe('container'), { maxW: '3xl', py: '20', textAlign: 'center' }],
  stack: { display: 'flex', flexDirection: 'column', gap: '6', alignItems: 'center' },
  code: { fontSize: '6xl', fontWeight: 'bold', color: 'accent.fg' },
  title: recipe('heading', { size: '2xl' }),
  lead: { color: 'fg.muted' },
  homeLink: [recipe('button'), { colorPalette: 'blue' }],
});
