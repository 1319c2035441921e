/**
 * The design system: Chakra's tokens, conditions and global styles, with the recipes of only the
 * components public pages render in their first load. Chakra's `defaultSystem` carries all ~70
 * recipes into every page's first load; adding a Chakra component means adding its recipe here, or
 * it renders unstyled.
 *
 * Components that only lazily loaded code renders (the admin, the phone menu, the notices) are left
 * out: each such use passes its recipe itself (`<Dialog.Root recipe={dialogSlotRecipe}>`), so the
 * recipe arrives with the chunk that needs it. A test (system.test.ts) fails on any Chakra element
 * whose recipe is neither here nor passed.
 */
import { createSystem, defaultBaseConfig, defineConfig, type SystemContext } from '@chakra-ui/react';
import {
  animationStyles,
  badgeRecipe,
  breadcrumbSlotRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  codeRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  nativeSelectSlotRecipe,
  semanticTokens,
  spinnerRecipe,
  tableSlotRecipe,
  textareaRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';

/**
 * Colour palettes nothing uses: their tokens would only add CSS variables to every page. The app
 * uses gray, blue, red, green and orange (alerts and toasts among them), and the catalogue's
 * colours tint the calculators' icon tiles (teal, purple, pink and cyan too).
 */
const unusedPalettes: ReadonlySet<string> = new Set(['yellow']);
const withoutUnusedPalettes = <T extends object>(colors: T): T => Object.fromEntries(Object.entries(colors).filter(([name]) => !unusedPalettes.has(name))) as T;

/**
 * The site has one colour scheme, the light one: each semantic token keeps its `_light` value as its
 * only value. The dark values would only add a second set of CSS variables to every page and work
 * to every start (the token dictionary and the token CSS are the largest part of creating the system).
 */
function lightOnly<T>(tokens: T): T {
  if (typeof tokens !== 'object' || tokens === null) return tokens;
  return Object.fromEntries(
    Object.entries(tokens).map(([key, value]: [string, unknown]) => {
      if (key === 'value' && typeof value === 'object' && value !== null && '_light' in value) return [key, value._light];
      return [key, lightOnly(value)];
    }),
  ) as T;
}

const config = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors: withoutUnusedPalettes(tokens.colors) },
    semanticTokens: lightOnly({ ...semanticTokens, colors: withoutUnusedPalettes(semanticTokens.colors) }),
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      code: codeRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      link: linkRecipe,
      // A loading Button renders a Spinner of its own, which cannot be handed a recipe.
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      breadcrumb: breadcrumbSlotRecipe,
      card: cardSlotRecipe,
      field: fieldSlotRecipe,
      list: listSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      table: tableSlotRecipe,
    },
  },
});

let created: SystemContext | undefined;

/**
 * The system, created on first use. Creating it (the token dictionary and the global CSS) is one of
 * the larger pieces of start-up work, so the app's start gives it a task of its own.
 */
export function appSystem(): SystemContext {
  created ??= createSystem(defaultBaseConfig, config);
  return created;
}
