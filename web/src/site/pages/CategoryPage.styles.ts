import { defineStyles, gridColumns, recipe } from '../../shared/ui/styles.ts';

export const categoryPage = defineStyles('category-page', {
  root: [recipe('container'), { maxW: '7xl', py: { base: '8', md: '12' } }],
  back: [recipe('link'), { fontSize: 'sm', color: 'accent.fg', mb: { base: '4', md: '6' } }],
  header: { display: 'flex', alignItems: 'center', flexDirection: 'row', gap: '4', mb: '3' },
  iconTile: { rounded: 'xl', p: '3' },
  title: recipe('heading', { size: { base: '2xl', md: '3xl' } }),
  description: { color: 'fg.muted', maxW: '3xl', mb: '2' },
  count: { fontWeight: 'medium', mb: { base: '4', md: '8' } },
  tools: {
    display: 'grid',
    gridTemplateColumns: gridColumns({ base: 1, md: 2, lg: 3 }),
    gap: { base: '2', md: '5' },
    listStyleType: 'none',
  },
});
