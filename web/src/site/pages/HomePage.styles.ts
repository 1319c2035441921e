import { defineStyles, gridColumns as columns, recipe } from '../../shared/ui/styles.ts';

const row = { display: 'flex', flexDirection: 'row' } as const;
const card = { borderWidth: '1px', rounded: 'xl', p: '5' } as const;
const note = { fontSize: 'sm', color: 'fg.muted' } as const;

export const hero = defineStyles('home-hero', {
  root: { bgGradient: 'to-b', gradientFrom: 'accent.tint', gradientTo: 'bg', py: { base: '12', md: '20' } },
  container: [recipe('container'), { maxW: '5xl', textAlign: 'center' }],
  stack: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '6' },
  badge: [recipe('badge', { size: 'lg' }), { colorPalette: 'blue', rounded: 'full' }],
  title: [recipe('heading', { size: { base: '3xl', md: '5xl' } }), { lineHeight: '1.15' }],
  lead: { fontSize: { base: 'md', md: 'lg' }, color: 'fg.muted', maxW: '2xl' },
  categories: { ...row, alignItems: 'center', justifyContent: 'center', flexWrap: 'wrap', gap: '3', listStyleType: 'none' },
  category: [recipe('button', { variant: 'outline', size: 'sm' }), { rounded: 'full' }],
});

export const homePage = defineStyles('home-page', {
  root: [recipe('container'), { maxW: '7xl', py: '12' }],
  sections: { display: 'flex', flexDirection: 'column', gap: '14' },
  categoryHeader: { ...row, alignItems: 'end', justifyContent: 'space-between', flexWrap: 'wrap', gap: '4', mb: '5' },
  categoryTitle: recipe('heading', { size: 'xl' }),
  categoryDescription: { color: 'fg.muted', fontSize: 'sm', maxW: '2xl' },
  viewAll: [recipe('button', { variant: 'ghost', size: 'sm' }), { colorPalette: 'blue' }],
  featured: { display: 'grid', gridTemplateColumns: columns({ base: 1, md: 3 }), gap: '5', listStyleType: 'none' },
  tip: { ...row, alignItems: 'start', gap: '4', bg: 'accent.tint', rounded: 'xl', p: '5' },
  tipIcon: { color: 'accent.fg', mt: '1' },
  sectionTitle: [recipe('heading', { size: 'xl' }), { mb: '5' }],
  steps: { display: 'grid', gridTemplateColumns: columns({ base: 1, sm: 2, lg: 4 }), gap: '5', listStyleType: 'none' },
  step: card,
  stepNumber: { fontSize: 'sm', fontWeight: 'bold', color: 'accent.fg' },
  stepTitle: [recipe('heading', { size: 'md' }), { my: '2' }],
  note,
  uses: { display: 'grid', gridTemplateColumns: columns({ base: 1, sm: 2, lg: 3 }), gap: '5', listStyleType: 'none' },
  use: { ...row, alignItems: 'start', gap: '4', ...card },
  useIcon: { bg: 'blue.subtle', color: 'accent.fg', rounded: 'lg', p: '2' },
  useTitle: [recipe('heading', { size: 'md' }), { mb: '1' }],
});
