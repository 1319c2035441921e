/**
 * The build's side of `defineStyles` (styles.ts): turns style modules' rules into the site's style
 * sheet with the app's design system, the same one Chakra's components use at run time, so a
 * compiled rule gets exactly the tokens, conditions, recipes and cascade layers a component given
 * the same props would. Runs in Node only (web/build/static-styles.ts).
 */
import type { SystemContext } from '@chakra-ui/react';
import { serializeStyles } from '@emotion/serialize';
import { compile, middleware, prefixer, serialize, stringify } from 'stylis';
import { className, isRecipeRule, styleRules, type StylePart, type StyleScope } from './styles.ts';

/** The scopes a style module's exports define (what `defineStyles` returned). */
export function scopesOf(moduleExports: Record<string, unknown>): StyleScope[] {
  return Object.values(moduleExports).flatMap((value) => {
    const scope = typeof value === 'object' && value !== null ? (value as { [styleRules]?: StyleScope })[styleRules] : undefined;
    return scope ? [scope] : [];
  });
}

/** Emotion's serialiser and stylis, as Emotion runs them in the browser (vendor prefixes included). */
function toCss(selector: string, styles: readonly object[]): string {
  const body = serializeStyles(styles as never[]).styles;
  const source = selector ? `${selector}{${body}}` : body;
  return serialize(compile(source), middleware([prefixer, stringify]));
}

function resolvePart(system: SystemContext, part: StylePart, where: string): object {
  if (!isRecipeRule(part)) return system.css(part);
  const { recipe, variants, slot } = part;
  if (slot === undefined) {
    if (!system.isRecipe(recipe)) throw new Error(`${where}: the design system has no recipe named ${recipe}`);
    return system.cva(system.getRecipe(recipe))(variants);
  }
  if (!system.isSlotRecipe(recipe)) throw new Error(`${where}: the design system has no slot recipe named ${recipe}`);
  const styles = (system.sva(system.getSlotRecipe(recipe)) as (props: object) => Record<string, object | undefined>)(variants)[slot];
  if (!styles) throw new Error(`${where}: the ${recipe} recipe has no part named ${slot}`);
  return styles;
}

/** The rules of every scope, one class each. Throws on a scope defined twice or a missing recipe. */
export function compileRules(system: SystemContext, scopes: readonly StyleScope[]): string {
  const seen = new Set<string>();
  const css: string[] = [];
  for (const { scope, rules } of scopes) {
    if (seen.has(scope)) throw new Error(`Two style modules define the scope ${scope}`);
    seen.add(scope);
    for (const [key, rule] of Object.entries(rules)) {
      const name = className(scope, key);
      const parts = (Array.isArray(rule) ? rule : [rule]) as readonly StylePart[];
      css.push(
        toCss(
          `.${name}`,
          parts.map((part) => resolvePart(system, part, name)),
        ),
      );
    }
  }
  return css.join('\n');
}

/**
 * What Chakra's provider puts on every page: the cascade layers' order, then the reset, the
 * tokens' CSS variables and the global styles.
 */
export function compileGlobals(system: SystemContext): string {
  return [system.layers.atRule, ...system._global.map((styles) => toCss('', [styles]))].join('\n');
}
