import { ChakraProvider } from '@chakra-ui/react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { compileGlobals, compileRules, compileSheet, dropUnreadTokens, scopesOf } from './compileStyles.ts';
import { defineStyles, recipe, slotRecipe } from './styles.ts';
import { appSystem } from './system.ts';

const system = appSystem();
const compiled = (exports: Record<string, unknown>) => compileRules(system, scopesOf(exports));

describe('styles compiled at build time', () => {
  it('names each rule after its scope and key', () => {
    expect({ ...defineStyles('demo-card', { root: { p: '4' }, title: { fontWeight: 'bold' } }) }).toEqual({
      root: 'demo-card__root',
      title: 'demo-card__title',
    });
  });

  it("resolves tokens, conditions and breakpoints as Chakra's style props do", () => {
    const css = compiled({
      box: defineStyles('demo', { box: { p: '4', bg: 'blue.50', display: { base: 'none', md: 'block' }, _hover: { color: 'fg.muted' } } }),
    });
    // Spacing 4 and the colour tokens become the system's CSS variables.
    expect(css).toContain('.demo__box{padding:var(--chakra-spacing-4);background:var(--chakra-colors-blue-50);');
    // md is Chakra's 48rem breakpoint, a min-width query.
    expect(css).toContain('@media screen and (min-width: 48rem){.demo__box{display:block;}}');
    expect(css).toMatch(/\.demo__box:is\(:hover, \[data-hover\]\)[^{]*\{color:var\(--chakra-colors-fg-muted\);\}/);
  });

  it('puts recipes in the recipes layer, so the rule’s own styles win over them as style props do', () => {
    const css = compiled({ s: defineStyles('demo-button', { pill: [recipe('button', { variant: 'outline', size: 'sm' }), { rounded: 'full' }] }) });
    expect(css.startsWith('.demo-button__pill{border-radius:var(--chakra-radii-full);}@layer recipes{.demo-button__pill{')).toBe(true);
    // The sm size of the button recipe: height 9 and padding 3.5; outline: a 1px border.
    expect(css).toContain('height:var(--chakra-sizes-9)');
    expect(css).toContain('padding-inline:var(--chakra-spacing-3\\.5)');
    expect(css).toContain('border-width:1px');
  });

  it("takes a slot recipe's part with its variants", () => {
    const css = compiled({ s: defineStyles('demo-tile', { card: slotRecipe('card', 'root', { size: 'sm', variant: 'outline' }) }) });
    // The card's sm size sets its padding variable to 4; outline gives it a border.
    expect(css).toContain('--card-padding:var(--chakra-spacing-4)');
    expect(css).toContain('border-color:var(--chakra-colors-border)');
  });

  it('refuses a scope defined twice, an unknown recipe and an unknown part', () => {
    const one = defineStyles('twice', { a: { p: '1' } });
    const two = defineStyles('twice', { b: { p: '2' } });
    expect(() => compiled({ one, two })).toThrow(/scope twice/);
    expect(() => compiled({ s: defineStyles('no-recipe', { a: recipe('no-such-recipe') }) })).toThrow(/no recipe named no-such-recipe/);
    expect(() => compiled({ s: defineStyles('no-part', { a: { recipe: 'card', variants: {}, slot: 'wheel' } }) })).toThrow(/no part named wheel/);
  });

  it("carries Chakra's global styles: the layers' order, the reset and the tokens' variables", () => {
    const css = compileGlobals(system);
    expect(css.startsWith('@layer reset, base, tokens, recipes;')).toBe(true);
    expect(css).toContain('--chakra-colors-blue-600:#2563eb;');
    expect(css).toContain('--chakra-spacing-4:1rem;');
  });

  it("is the style sheets Chakra's provider writes into a page rendered on the server", () => {
    const page = renderToStaticMarkup(createElement(ChakraProvider, { value: system, children: null }));
    const [layers, ...globals] = [...page.matchAll(/<style data-emotion="[^"]*"[^>]*>([\s\S]*?)<\/style>/g)].map(([, css = '']) => css);
    // The provider's first sheet is the layers' order, as Emotion writes it.
    expect(layers).toBe('@layer reset,base,tokens,recipes;');
    // Then one sheet of the reset, the global styles and the tokens' variables, which the build
    // writes as three, one to a line.
    expect(globals).toHaveLength(1);
    const [order, ...sheets] = compileGlobals(system).split('\n');
    expect(order).toBe('@layer reset, base, tokens, recipes;');
    expect(sheets).toHaveLength(3);
    expect(sheets.join('') === globals[0]).toBe(true);
  });

  it('writes vendor prefixes as Emotion does in the browser', () => {
    const css = compiled({ s: defineStyles('demo-prefix', { row: { userSelect: 'none' } }) });
    expect(css).toBe('.demo-prefix__row{-webkit-user-select:none;-moz-user-select:none;-ms-user-select:none;user-select:none;}');
  });

  it('puts a scope that names a sheet of its own there, after the layers’ order the site’s sheet states', () => {
    const prompt = defineStyles('demo-prompt', { root: { p: '4' } }, { sheet: 'demo' });
    expect(scopesOf({ prompt }).map(({ scope, sheet }) => [scope, sheet])).toEqual([['demo-prompt', 'demo']]);
    expect(scopesOf({ box: defineStyles('demo-box', { root: { p: '4' } }) })[0]?.sheet).toBeUndefined();
    // Loaded before the site's sheet, it must not order the layers otherwise (recipes would lose to the reset).
    expect(compileSheet(system, scopesOf({ prompt }))).toBe('@layer reset, base, tokens, recipes;\n.demo-prompt__root{padding:var(--chakra-spacing-4);}');
  });
});

describe('token variables no sheet reads', () => {
  it('are left out, with the tokens only they read, wherever they are declared', () => {
    const site =
      ':root{--chakra-colors-blue-600:#2563eb;--chakra-colors-red-600:#dc2626;--chakra-colors-fg:var(--chakra-colors-gray-900);--chakra-colors-gray-900:#18181b;}';
    const rules = '.a{color:var(--chakra-colors-blue-600);--chakra-colors-color-palette-fg:var(--chakra-colors-red-600)}';
    // Only blue-600 is read: the palette variable is declared but read by nothing, nor is the fg token.
    expect(dropUnreadTokens([site + rules])).toEqual([':root{--chakra-colors-blue-600:#2563eb;}.a{color:var(--chakra-colors-blue-600)}']);
  });

  it('keeps a token read by a kept token, by a variable of another kind, or by another sheet', () => {
    const site =
      ':root{--chakra-colors-fg:var(--chakra-colors-gray-900);--chakra-colors-gray-900:#18181b;--chakra-spacing-1\\.5:0.375rem;--chakra-radii-l1:2px}';
    const own = '.b{color:var(--chakra-colors-fg);--focus-ring-gap:var(--chakra-spacing-1\\.5)}';
    expect(dropUnreadTokens([site, own])).toEqual([
      ':root{--chakra-colors-fg:var(--chakra-colors-gray-900);--chakra-colors-gray-900:#18181b;--chakra-spacing-1\\.5:0.375rem}',
      own,
    ]);
  });

  it('reads a declaration to its end, past the semicolons of a quoted data URL', () => {
    const css = `:root{--chakra-icons-check:url("data:image/svg+xml;charset=utf-8,<svg/>");--chakra-sizes-4:1rem}.c{width:var(--chakra-sizes-4)}`;
    expect(dropUnreadTokens([css])).toEqual([':root{--chakra-sizes-4:1rem}.c{width:var(--chakra-sizes-4)}']);
  });
});
