import { defineStyles, recipe, slotRecipe } from '../ui/styles.ts';

const panel = { borderWidth: '1px', rounded: 'xl', bg: 'bg' } as const;

/** A native <details> disclosure whose chevron turns over when open. */
export const disclosure = defineStyles('calc-disclosure', {
  root: { ...panel, '&[open] > summary svg': { transform: 'rotate(180deg)' } },
  summary: {
    cursor: 'pointer',
    listStyleType: 'none',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: '3',
    p: '4',
    '&::-webkit-details-marker': { display: 'none' },
  },
  title: recipe('heading', { size: 'md' }),
  body: { px: '4', pb: '4' },
});

/** Chakra's List with a little more room between items. */
export const bullets = defineStyles('calc-bullets', {
  root: [slotRecipe('list', 'root'), { gap: '1.5', ps: '5' }],
  item: slotRecipe('list', 'item'),
});

export const howItWorks = defineStyles('calc-how-it-works', {
  /** <Stack gap="5"> */
  sections: { display: 'flex', flexDirection: 'column', gap: '5' },
  heading: [recipe('heading', { size: 'sm' }), { mb: '2' }],
  formula: [recipe('code'), { display: 'block', whiteSpace: 'pre-wrap', p: '3', rounded: 'md', fontSize: 'sm' }],
});

export const faqList = defineStyles('calc-faqs', {
  title: [recipe('heading', { size: 'xl' }), { mb: '4' }],
  /** <Stack gap="3"> */
  questions: { display: 'flex', flexDirection: 'column', gap: '3' },
});

export const tableOfContents = defineStyles('calc-toc', {
  root: { ...panel, p: '4' },
  title: { fontWeight: 'semibold', mb: '2' },
  list: [slotRecipe('list', 'root'), { gap: '1', ps: '5' }],
  item: slotRecipe('list', 'item'),
  link: [recipe('link'), { color: 'accent.fg' }],
});
