import type { ColorScheme } from '../../catalogue/types.ts';
import { defineStyles, recipe, slotRecipe, type StyleRule } from '../../shared/ui/styles.ts';

const card = { size: 'sm', variant: 'outline' } as const;
const list = { variant: 'plain' } as const;

/**
 * On a phone (below `md`) a card is a row: its icon beside its title and a description cut to two
 * lines, its features left for the calculator's own page, and its button stretched invisibly over
 * the whole card, so the card is one large target with the button's accessible name. From `md` up,
 * the full card with its features and a visible button.
 */
export const calculatorCard = defineStyles('calculator-card', {
  root: [slotRecipe('card', 'root', card), { height: '100%', position: 'relative', _hover: { shadow: 'md' }, transition: 'box-shadow 0.15s' }],
  body: [slotRecipe('card', 'body', card), { gap: '3', mdDown: { display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: '3', rowGap: '1', p: '3' } }],
  heading: { display: 'flex', alignItems: 'start', flexDirection: 'row', gap: '3', mdDown: { display: 'contents' } },
  /** A brief card's title beside the middle of its icon, with no description below it. */
  briefTitleBlock: { mdDown: { gridRow: 'span 2', alignSelf: 'center' } },
  iconTile: { rounded: 'lg', p: '2', flexShrink: 0, mdDown: { gridRow: 'span 2', alignSelf: 'center' } },
  title: [slotRecipe('card', 'title', card), { fontSize: 'md' }],
  categoryLabel: { fontSize: 'xs', color: 'fg.muted' },
  description: [slotRecipe('card', 'description', card), { mdDown: { gridColumn: '2', lineClamp: '2' } }],
  /** A featured card on the home page: on a phone its title alone, as in a launcher; the listings keep two lines. */
  briefDescription: [slotRecipe('card', 'description', card), { mdDown: { display: 'none' } }],
  features: [slotRecipe('list', 'root', list), { gap: '1', fontSize: 'sm', mdDown: { display: 'none' } }],
  feature: slotRecipe('list', 'item', list),
  featureCheck: [slotRecipe('list', 'indicator', list), { color: 'green.fg' }],
  footer: [slotRecipe('card', 'footer', card), { mdDown: { display: 'contents' } }],
  action: [
    recipe('button', { size: 'sm' }),
    {
      colorPalette: 'blue',
      width: '100%',
      // On a phone: over the whole card, its words hidden (its accessible name stays), its focus ring the card's outline.
      mdDown: { position: 'absolute', inset: '0', height: '100%', bg: 'transparent', color: 'transparent', rounded: 'inherit', _hover: { bg: 'transparent' } },
    },
  ],
});

/** A palette's 100 behind its 700. */
const tint = (palette: ColorScheme) => ({ bg: `${palette}.100`, color: `${palette}.700` });

/**
 * The tint of a calculator's or a category's icon tile, one rule per colour of the catalogue (a
 * colour added to `ColorScheme` without its rule fails the type check and CalculatorCard.test.ts).
 */
export const accent = defineStyles('catalogue-accent', {
  blue: tint('blue'),
  green: tint('green'),
  purple: tint('purple'),
  orange: tint('orange'),
  teal: tint('teal'),
  pink: tint('pink'),
  cyan: tint('cyan'),
  red: tint('red'),
} satisfies Record<ColorScheme, StyleRule>);
