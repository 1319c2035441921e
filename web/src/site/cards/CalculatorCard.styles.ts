import type { ColorScheme } from '../../catalogue/types.ts';
import { defineStyles, recipe, slotRecipe, type StyleRule } from '../../shared/ui/styles.ts';

const card = { size: 'sm', variant: 'outline' } as const;
const list = { variant: 'plain' } as const;

export const calculatorCard = defineStyles('calculator-card', {
  root: [slotRecipe('card', 'root', card), { height: '100%', _hover: { shadow: 'md' }, transition: 'box-shadow 0.15s' }],
  body: [slotRecipe('card', 'body', card), { gap: '3' }],
  heading: { display: 'flex', alignItems: 'start', flexDirection: 'row', gap: '3' },
  iconTile: { rounded: 'lg', p: '2', flexShrink: 0 },
  title: [slotRecipe('card', 'title', card), { fontSize: 'md' }],
  categoryLabel: { fontSize: 'xs', color: 'fg.muted' },
  description: slotRecipe('card', 'description', card),
  features: [slotRecipe('list', 'root', list), { gap: '1', fontSize: 'sm' }],
  feature: slotRecipe('list', 'item', list),
  featureCheck: [slotRecipe('list', 'indicator', list), { color: 'green.fg' }],
  footer: slotRecipe('card', 'footer', card),
  action: [recipe('button', { size: 'sm' }), { colorPalette: 'blue', width: '100%' }],
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
