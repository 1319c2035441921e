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
 * Semantic colours of the site's own, each with its light and dark value: the result panel's tint
 * and its accent text (the blues the light scheme always had), and overrides of Chakra's where its
 * light value misses WCAG's contrast (error text at 4.5:1, focus rings and solid fills at 3:1 or,
 * under white text, 4.5:1).
 */
const siteColors = {
  accent: {
    fg: { value: { _light: '{colors.blue.700}', _dark: '{colors.blue.300}' } },
    tint: { value: { _light: '{colors.blue.50}', _dark: '{colors.blue.950}' } },
    border: { value: { _light: '{colors.blue.100}', _dark: '{colors.blue.800}' } },
    solid: { value: { _light: '{colors.blue.600}', _dark: '{colors.blue.700}' } },
  },
  fg: { error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.300}' } } },
  border: { error: { value: { _light: '{colors.red.600}', _dark: '{colors.red.400}' } } },
  gray: { focusRing: { value: { _light: '{colors.gray.600}', _dark: '{colors.gray.400}' } } },
  green: { solid: { value: { _light: '{colors.green.700}', _dark: '{colors.green.700}' } } },
  orange: { solid: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.700}' } }, contrast: { value: { _light: 'white', _dark: 'white' } } },
};

/** Chakra's semantic colours, with the site's own laid over them (a nested merge, token by token). */
function withSiteColors<T extends object>(colors: T): T {
  const merged: Record<string, unknown> = { ...(colors as Record<string, unknown>) };
  for (const [group, values] of Object.entries(siteColors)) merged[group] = { ...((merged[group] as object | undefined) ?? {}), ...values };
  return merged as T;
}

const config = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  // The colour scheme follows the system's: `_dark` (and every semantic token's dark value) applies
  // under the media query rather than under a class that script would have to set.
  // Paper is always light.
  conditions: { dark: '@media screen and (prefers-color-scheme: dark)', light: '@media not screen, (prefers-color-scheme: light)' },
  globalCss: {
    ...globalCss,
    html: {
      ...globalCss.html,
      colorScheme: 'light dark',
      // Anchors and focused controls stop below the sticky header (and above the phone's result bar).
      scrollPaddingTop: '5rem',
      scrollPaddingBottom: 'var(--result-bar-space, 0px)',
    },
    // On paper: the page's content (inputs, results, steps, schedules) in full, none of the site's
    // chrome or controls; scrolled tables and charts unrolled.
    'nav, button, [role="search"], [data-result-bar], a[href="#main"]': { _print: { display: 'none !important' } },
    'main *': { _print: { overflow: 'visible !important', maxHeight: 'none !important' } },
    'main section, main figure, main table, main tr': { _print: { breakInside: 'avoid-page' } },
  },
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors: withoutUnusedPalettes(tokens.colors) },
    semanticTokens: { ...semanticTokens, colors: withSiteColors(withoutUnusedPalettes(semanticTokens.colors)) },
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
