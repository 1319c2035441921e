import { defineStyles, gridColumns as columns, recipe } from '../../shared/ui/styles.ts';

const row = { display: 'flex', flexDirection: 'row' } as const;
const card = { borderWidth: '1px', rounded: 'xl', p: '5' } as const;
const note = { fontSize: 'sm', color: 'fg.muted' } as const;

export const hero = defineStyles('home-hero', {
  root: { bgGradient: 'to-b', gradientFrom: 'accent.tint', gradientTo: 'bg', py: { base: '6', md: '20' } },
  container: [recipe('container'), { maxW: '5xl', textAlign: 'center' }],
  stack: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: { base: '4', md: '6' } },
  badge: [recipe('badge', { size: 'lg' }), { colorPalette: 'blue', rounded: 'full' }],
  title: [recipe('heading', { size: { base: '2xl', md: '5xl' } }), { lineHeight: '1.15' }],
  lead: { fontSize: { base: 'sm', md: 'lg' }, color: 'fg.muted', maxW: '2xl' },
  categories: { ...row, alignItems: 'center', justifyContent: 'center', flexWrap: 'wrap', gap: { base: '1.5', md: '3' }, listStyleType: 'none' },
  category: [recipe('button', { variant: 'outline', size: 'sm' }), { rounded: 'full', mdDown: { px: '2', gap: '1', fontSize: 'xs', h: '8' } }],
});

export const homePage = defineStyles('home-page', {
  root: [recipe('container'), { maxW: '7xl', py: { base: '6', md: '12' } }],
  sections: { display: 'flex', flexDirection: 'column', gap: { base: '7', md: '14' } },
  categoryHeader: {
    ...row,
    alignItems: { base: 'center', md: 'end' },
    justifyContent: 'space-between',
    flexWrap: { base: 'nowrap', md: 'wrap' },
    gap: { base: '1', md: '4' },
    mb: { base: '3', md: '5' },
  },
  categoryTitle: recipe('heading', { size: 'xl' }),
  // On a phone the category's page says it; the home page keeps to its heading and calculators.
  categoryDescription: { color: 'fg.muted', fontSize: 'sm', maxW: '2xl', mdDown: { display: 'none' } },
  viewAll: [recipe('button', { variant: 'ghost', size: 'sm' }), { colorPalette: 'blue', mdDown: { px: '1.5', flexShrink: 0 } }],
  featured: { display: 'grid', gridTemplateColumns: columns({ base: 1, md: 3 }), gap: { base: '2', md: '5' }, listStyleType: 'none' },
  tip: {
    ...row,
    alignItems: 'start',
    gap: { base: '3', md: '4' },
    bg: 'accent.tint',
    rounded: 'xl',
    p: { base: '3', md: '5' },
    fontSize: { base: 'sm', md: 'md' },
  },
  tipIcon: { color: 'accent.fg', mt: '1' },
  sectionTitle: [recipe('heading', { size: 'xl' }), { mb: { base: '3', md: '5' } }],
  // On a phone, the steps' titles in two columns, as the uses below; their sentences from `md` up.
  steps: { display: 'grid', gridTemplateColumns: columns({ base: 2, lg: 4 }), gap: { base: '2', md: '5' }, listStyleType: 'none' },
  step: { ...card, p: { base: '2.5', md: '5' } },
  stepNumber: { fontSize: { base: 'xs', md: 'sm' }, fontWeight: 'bold', color: 'accent.fg' },
  stepTitle: [recipe('heading', { size: 'md' }), { my: '2', mdDown: { fontSize: 'sm', my: '0.5' } }],
  stepText: { ...note, mdDown: { display: 'none' } },
  // On a phone, who uses the calculators in two columns of names; the sentences from `md` up.
  uses: { display: 'grid', gridTemplateColumns: columns({ base: 2, lg: 3 }), gap: { base: '2', md: '5' }, listStyleType: 'none' },
  use: { ...row, alignItems: { base: 'center', md: 'start' }, gap: { base: '2', md: '4' }, ...card, p: { base: '2.5', md: '5' } },
  useIcon: { bg: 'blue.subtle', color: 'accent.fg', rounded: 'lg', p: { base: '1.5', md: '2' } },
  useTitle: [recipe('heading', { size: 'md' }), { mb: '1', mdDown: { fontSize: 'sm', mb: '0' } }],
  useText: { ...note, mdDown: { display: 'none' } },
});
