import { defineStyles, gridColumns, recipe } from '../../shared/ui/styles.ts';

export const footer = defineStyles('site-footer', {
  /** Room at its end for the floating search button, which phones do without. */
  root: { borderTopWidth: '1px', bg: 'bg.subtle', mt: '16', pb: { base: '0', md: '24' }, _print: { display: 'none' } },
  container: [recipe('container'), { maxW: '7xl', py: '10' }],
  columns: {
    display: 'grid',
    gridTemplateColumns: gridColumns({ base: 1, sm: 2, lg: 4 }),
    gap: '8',
  },
  about: { display: 'flex', flexDirection: 'column', gap: '3' },
  brand: { fontWeight: 'bold', fontSize: 'lg' },
  tagline: { fontSize: 'sm', color: 'fg.muted' },
  contact: { fontSize: 'sm' },
  contactLink: [recipe('link'), { color: 'accent.fg' }],
  category: { display: 'flex', flexDirection: 'column', gap: '2' },
  categoryLink: [recipe('link'), { fontWeight: 'semibold', color: 'fg' }],
  calculatorList: { display: 'flex', flexDirection: 'column', gap: '1', listStyleType: 'none', fontSize: 'sm' },
  mutedLink: [recipe('link'), { color: 'fg.muted' }],
  bottom: {
    display: 'flex',
    flexDirection: { base: 'column', md: 'row' },
    justifyContent: 'space-between',
    gap: '4',
    mt: '10',
    pt: '6',
    borderTopWidth: '1px',
    fontSize: 'sm',
  },
  legalList: { display: 'flex', flexDirection: 'row', gap: '4', listStyleType: 'none', flexWrap: 'wrap' },
  disclaimer: { color: 'fg.muted' },
  copyright: { fontSize: 'xs', color: 'fg.muted', mt: '4' },
});
