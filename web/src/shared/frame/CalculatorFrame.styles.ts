import { defineStyles, recipe, slotRecipe } from '../ui/styles.ts';

const breadcrumb = { size: 'sm' } as const;

/** The page's layout: what Chakra's Container, Stack and Grid gave the frame. */
export const frame = defineStyles('calc-frame', {
  /** <Container maxW="6xl" py={{ base: '6', md: '10' }}> */
  container: [recipe('container'), { maxW: '6xl', py: { base: '6', md: '10' } }],
  /** <Stack gap={{ base: '6', md: '8' }}> */
  sections: { display: 'flex', flexDirection: 'column', gap: { base: '6', md: '8' } },
  /**
   * <Grid as="section" gap="6" alignItems="start">, one column that content cannot widen past the
   * screen (a bare `1fr` grows to its widest unbreakable line: a phone then scrolls sideways)…
   */
  calculator: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '6', alignItems: 'start' },
  /** …and two from md up when the page has results beside its form. */
  calculatorWithResults: { gridTemplateColumns: { md: 'minmax(0, 1fr) minmax(0, 1fr)' } },
  form: { borderWidth: '1px', rounded: 'xl', p: { base: '4', md: '6' }, bg: 'bg' },
  /** <Stack gap="5"> */
  inputs: { display: 'flex', flexDirection: 'column', gap: '5' },
  /** <Stack gap="3"> */
  results: { display: 'flex', flexDirection: 'column', gap: '3' },
});

/**
 * The breadcrumb: Chakra's Breadcrumb at size sm (its root, a plain <nav>, has no style), its
 * separators drawn as its chevron icon drew them.
 */
export const frameBreadcrumb = defineStyles('calc-frame-breadcrumb', {
  list: slotRecipe('breadcrumb', 'list', breadcrumb),
  item: slotRecipe('breadcrumb', 'item', breadcrumb),
  link: slotRecipe('breadcrumb', 'link', breadcrumb),
  separator: slotRecipe('breadcrumb', 'separator', breadcrumb),
  currentLink: slotRecipe('breadcrumb', 'currentLink', breadcrumb),
  /** The stroke Chakra's icons set as styles rather than attributes. */
  chevron: { fill: 'none', stroke: 'currentColor', strokeWidth: '2', strokeLinecap: 'round', strokeLinejoin: 'round' },
});

/** The page's title, its description and its icon tile. */
export const frameHeading = defineStyles('calc-frame-heading', {
  /** <HStack as="header" gap="4" align="start"> */
  root: { display: 'flex', alignItems: 'start', flexDirection: 'row', gap: '4' },
  icon: { bg: 'blue.600', color: 'white', rounded: 'xl', p: '3', flexShrink: 0 },
  title: recipe('heading', { size: { base: '2xl', md: '3xl' } }),
  description: { color: 'fg.muted', mt: '1', maxW: '3xl' },
});

/** An embed's name: small, the calculator is what the host page shows. In the embed's sheet (site/shell/embedding.ts). */
export const embedHeading = defineStyles('calc-embed-heading', { title: recipe('heading', { size: 'md' }) }, { sheet: 'embed' });
