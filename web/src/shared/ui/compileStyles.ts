/**
 * The build's side of `defineStyles` (styles.ts): turns style modules' rules into the site's style
 * sheet with the app's design system, the same one Chakra's components use at run time, so a
 * compiled rule gets exactly the tokens, conditions, recipes and cascade layers a component given
 * the same props would. Runs in Node only (web/build/static-styles.ts).
 */
import type { SystemContext } from '@chakra-ui/react';
import { Global, type Interpolation, type Theme } from '@emotion/react';
import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import postcss, { type Declaration } from 'postcss';
import { className, isRecipeRule, styleRules, type StylePart, type StyleScope } from './styles.ts';

/** The scopes a style module's exports define (what `defineStyles` returned). */
export function scopesOf(moduleExports: Record<string, unknown>): StyleScope[] {
  return Object.values(moduleExports).flatMap((value) => {
    const scope = typeof value === 'object' && value !== null ? (value as { [styleRules]?: StyleScope })[styleRules] : undefined;
    return scope ? [scope] : [];
  });
}

/**
 * Style objects as CSS, written by Emotion's own `Global` component as it writes them into a page
 * rendered on the server (one `<style>` element each, vendor prefixes included): the path Chakra's
 * provider takes for its global styles. Each entry is a selector's styles, or global styles when
 * the selector is empty.
 */
function toCss(entries: readonly (readonly [selector: string, styles: readonly object[]])[]): string[] {
  const markup = renderToStaticMarkup(
    createElement(
      Fragment,
      null,
      entries.map(([selector, styles], index) =>
        // Chakra's style objects are Emotion's: plain objects of properties, nested selectors and at-rules.
        createElement(Global, { key: index, styles: (selector ? { [selector]: styles } : styles) as Interpolation<Theme> }),
      ),
    ),
  );
  const sheets = [...markup.matchAll(/<style data-emotion="[^"]*"[^>]*>([\s\S]*?)<\/style>/g)].map(([, css = '']) => css);
  if (sheets.length !== entries.length) throw new Error(`Emotion wrote ${sheets.length} style sheets for ${entries.length} rules`);
  return sheets;
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
  const entries: [string, object[]][] = [];
  for (const { scope, rules } of scopes) {
    if (seen.has(scope)) throw new Error(`Two style modules define the scope ${scope}`);
    seen.add(scope);
    for (const [key, rule] of Object.entries(rules)) {
      const name = className(scope, key);
      const parts = (Array.isArray(rule) ? rule : [rule]) as readonly StylePart[];
      entries.push([`.${name}`, parts.map((part) => resolvePart(system, part, name))]);
    }
  }
  return toCss(entries).join('\n');
}

/**
 * A sheet of its own (`defineStyles`' `sheet`): its rules after the cascade layers' order, which each
 * sheet states as the site's does, so a sheet loaded before the site's cannot order the layers otherwise.
 */
export function compileSheet(system: SystemContext, scopes: readonly StyleScope[]): string {
  return `${system.layers.atRule}\n${compileRules(system, scopes)}`;
}

/**
 * What Chakra's provider puts on every page, through the system's public getters: the cascade
 * layers' order, then the reset, the global styles and the tokens' CSS variables.
 */
export function compileGlobals(system: SystemContext): string {
  const globals = [system.getPreflightCss(), system.getGlobalCss(), system.getTokenCss()];
  return [system.layers.atRule, ...toCss(globals.map((styles) => ['', [styles]] as const))].join('\n');
}

/** A design token's CSS variable, as the system names it (`--chakra-spacing-1\.5`: escapes included). */
const tokenName = /^--chakra-/;
const tokenRead = /var\(\s*(--chakra-(?:[\w-]|\\.)+)/g;

const reads = (value: string) => [...value.matchAll(tokenRead)].map((match) => match[1] ?? '');

/**
 * The sheets without the token variables none of them reads: Chakra declares every token of the
 * theme, and the pages read about half of them. A token read only by another token no one reads goes
 * too. The sheets given must be every one that reads the tokens (the site's and those of their own);
 * the parts of the site that render Chakra's components at run time get every token from its provider.
 * Read with PostCSS, so a value holding semicolons or braces (a quoted data URL) stays whole.
 */
export function dropUnreadTokens(sheets: readonly string[]): string[] {
  const roots = sheets.map((css) => postcss.parse(css));
  const tokens: Declaration[] = [];
  const read = new Set<string>();
  // Read outside any token's declaration: by a rule, or by a variable of another kind.
  for (const root of roots) {
    root.walkDecls((declaration) => {
      if (tokenName.test(declaration.prop)) tokens.push(declaration);
      else for (const name of reads(declaration.value)) read.add(name);
    });
  }
  // Then by the tokens read, until no more are found.
  for (let grown = true; grown;) {
    grown = false;
    for (const token of tokens) {
      if (!read.has(token.prop)) continue;
      for (const name of reads(token.value)) {
        if (read.has(name)) continue;
        read.add(name);
        grown = true;
      }
    }
  }
  for (const token of tokens) if (!read.has(token.prop)) token.remove();
  return roots.map((root) => root.toString());
}
