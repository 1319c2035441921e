import { defineStyles, recipe, slotRecipe } from '../../shared/ui/styles.ts';

/** The frame of a static page: one readable column, its header and its sections. */
export const staticPage = defineStyles('static-page', {
  root: [recipe('container'), { maxW: '3xl', py: { base: '10', md: '16' } }],
  header: { mb: { base: '8', md: '10' } },
  title: [recipe('heading', { size: { base: '3xl', md: '4xl' } }), { lineHeight: 'shorter' }],
  updated: { mt: '3', color: 'fg.muted', textStyle: 'sm' },
  body: { display: 'flex', flexDirection: 'column', gap: { base: '8', md: '10' }, lineHeight: 'tall', textStyle: 'md' },
  sectionTitle: [recipe('heading', { size: 'xl' }), { mb: '3', lineHeight: 'short' }],
  sectionBody: { display: 'flex', flexDirection: 'column', gap: '3' },
});

/**
 * The prose the static pages share: links, lists and inline code. Lists keep the `role="list"`
 * Chakra's List gave them, which Safari otherwise drops from a styled list.
 */
export const prose = defineStyles('static-prose', {
  link: [recipe('link', { variant: 'underline' }), { colorPalette: 'blue' }],
  list: [slotRecipe('list', 'root'), { ps: '6', gap: '2' }],
  listItem: slotRecipe('list', 'item'),
  code: recipe('code'),
});
