import { defineStyles, gridColumns, recipe } from '../../shared/ui/styles.ts';

export const footer = defineStyles('site-footer', {
  root: { borderTopWidth: '1px', bg: 'bg.subtle', mt: { base: '0', md: '16' }, _print: { display: 'none' } },
  container: [recipe('container'), { maxW: '7xl', py: { base: '6', md: '10' } }],
  columns: {
    display: 'grid',
    gridTemplateColumns: gridColumns({ base: 1, sm: 2, lg: 4 }),
    gap: { base: '5', md: '8' },
  },
  about: { display: 'flex', flexDirection: 'column', gap: { base: '1.5', md: '3' } },
  brand: { fontWeight: 'bold', fontSize: 'lg' },
  // On a phone the header's name and the home page say it.
  tagline: { fontSize: 'sm', color: 'fg.muted', mdDown: { display: 'none' } },
  contact: { fontSize: 'sm' },
  contactLink: [recipe('link'), { color: 'accent.fg' }],
  category: { display: 'flex', flexDirection: 'column', gap: '2' },
  categoryLink: [recipe('link'), { fontWeight: 'semibold', color: 'fg' }],
  /** On a phone the short names run on in rows: the lists are long and the names short. */
  calculatorList: {
    display: 'flex',
    flexDirection: { base: 'row', sm: 'column' },
    flexWrap: 'wrap',
    columnGap: '4',
    rowGap: '1',
    listStyleType: 'none',
    fontSize: 'sm',
  },
  mutedLink: [recipe('link'), { color: 'fg.muted' }],
  bottom: {
    display: 'flex',
    flexDirection: { base: 'column', md: 'row' },
    justifyContent: 'space-between',
    gap: { base: '2', md: '4' },
    mt: { base: '6', md: '10' },
    pt: { base: '4', md: '6' },
    borderTopWidth: '1px',
    fontSize: 'sm',
  },
  legalList: { display: 'flex', flexDirection: 'row', gap: '4', listStyleType: 'none', flexWrap: 'wrap' },
  disclaimer: { color: 'fg.muted' },
  copyright: { fontSize: 'xs', color: 'fg.muted', mt: '4' },
});
