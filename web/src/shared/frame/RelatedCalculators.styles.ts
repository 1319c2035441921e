import { defineStyles, gridColumns, recipe } from '../ui/styles.ts';

export const relatedCalculators = defineStyles('calc-related', {
  root: { display: 'flex', flexDirection: 'column', gap: '3' },
  title: recipe('heading', { size: 'md' }),
  list: { display: 'grid', gridTemplateColumns: gridColumns({ base: 1, sm: 2, lg: 4 }), gap: '2', listStyleType: 'none', m: '0', p: '0' },
  link: {
    display: 'flex',
    alignItems: 'center',
    gap: '2',
    minH: '11',
    px: '3',
    py: '2',
    borderWidth: '1px',
    rounded: 'lg',
    color: 'fg',
    fontWeight: 'medium',
    textDecoration: 'none',
    _hover: { bg: 'bg.muted' },
    _focusVisible: { outline: '2px solid', outlineColor: 'blue.focusRing', outlineOffset: '2px' },
  },
});
