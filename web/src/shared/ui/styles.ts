/**
 * Styles compiled at build time. A style module (`*.styles.ts`) names its rules in Chakra's own
 * vocabulary (style props, tokens, conditions, responsive values, and the theme's recipes) with
 * `defineStyles`; the build compiles them with the app's design system into the site's style sheet
 * (web/build/static-styles.ts), and the module that reaches the browser holds only the class names. Pages
 * styled this way need none of Chakra's run time: no Emotion, no design system to create, no style
 * props to resolve on every render.
 *
 * A rule is a style object, a recipe, or a list of both (later entries win, as style props win over
 * a component's recipe). Only values known when the module loads can be compiled: a style that
 * depends on state is a rule per state, chosen by class name.
 */
import type { ConfigRecipeSlots, RecipeProps, SlotRecipeProps, SystemStyleObject } from '@chakra-ui/react';

export interface RecipeRule {
  readonly recipe: string;
  readonly variants: Readonly<Record<string, unknown>>;
  /** A slot recipe's part. */
  readonly slot?: string;
}

export type StylePart = SystemStyleObject | RecipeRule;
export type StyleRule = StylePart | readonly StylePart[];

/** A recipe of the theme, with its variants (the recipe's defaults for those left out). */
export function recipe<K extends string>(name: K, variants?: Omit<RecipeProps<K>, 'recipe'>): RecipeRule {
  return { recipe: name, variants: variants ?? {} };
}

/** One part (slot) of a slot recipe of the theme, with the recipe's variants. */
export function slotRecipe<K extends keyof ConfigRecipeSlots>(name: K, slot: ConfigRecipeSlots[K], variants?: Omit<SlotRecipeProps<K>, 'recipe'>): RecipeRule {
  return { recipe: name, variants: variants ?? {}, slot };
}

export const isRecipeRule = (part: StylePart): part is RecipeRule => typeof (part as { recipe?: unknown }).recipe === 'string' && 'variants' in part;

/** Text of 16 px on phones: a phone's browser zooms into a field whose text is smaller when it takes focus. */
export const phoneText = { fontSize: { base: 'md', md: 'sm' } } as const satisfies SystemStyleObject;

/** What Chakra's IconButton adds to the button recipe: no padding, its icon at 1.2 em. */
export const iconButton = { px: '0', py: '0', _icon: { fontSize: '1.2em' } } as const satisfies SystemStyleObject;

/**
 * What Chakra's SimpleGrid makes of its `columns`: equal columns that may shrink below their
 * content, as a count or a count per breakpoint.
 */
export function gridColumns(counts: number | Readonly<Record<string, number>>): string | Record<string, string> {
  const repeat = (count: number) => `repeat(${count}, minmax(0, 1fr))`;
  if (typeof counts === 'number') return repeat(counts);
  return Object.fromEntries(Object.entries(counts).map(([breakpoint, count]) => [breakpoint, repeat(count)]));
}

/** Marks what `defineStyles` returns, so the compiler finds the rules behind a module's exports. */
export const styleRules = Symbol.for('calcsuite.styleRules');

export interface StyleScope {
  readonly scope: string;
  readonly rules: Readonly<Record<string, StyleRule>>;
  /** The sheet its rules go into: the site's (undefined), or one of its own (`StyleOptions.sheet`). */
  readonly sheet?: string;
}

export interface StyleOptions {
  /**
   * For rules no ordinary page draws at first (an embed's frame, a dialog, a prompt): a sheet of their
   * own, `virtual:styles/<sheet>.css`, which the module drawing them imports (web/build/static-styles.ts),
   * so the site's sheet, which every page loads before it paints, does not carry them.
   */
  readonly sheet?: string;
}

export type ClassNames<K extends string> = Readonly<Record<K, string>> & { readonly [styleRules]?: StyleScope };

/** The class name of a scope's rule: readable in the page, unique across the site (checked). */
export const className = (scope: string, key: string) => `${scope}__${key}`;

/**
 * Names a scope's rules and returns their class names. Scopes are unique across the site (the
 * compiler refuses a second one of a name) and are written in kebab case, like their keys' names.
 */
export function defineStyles<K extends string>(scope: string, rules: Record<K, StyleRule>, { sheet }: StyleOptions = {}): ClassNames<K> {
  const names = Object.fromEntries(Object.keys(rules).map((key) => [key, className(scope, key)])) as Record<K, string>;
  Object.defineProperty(names, styleRules, { value: { scope, rules, sheet } satisfies StyleScope, enumerable: false });
  return names;
}

/** Class names joined, the falsy ones left out. */
export const cx = (...names: (string | false | null | undefined)[]) => names.filter(Boolean).join(' ');
