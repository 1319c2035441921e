import { recipes as chakraRecipes, slotRecipes as chakraSlotRecipes } from '@chakra-ui/react/theme';
import { describe, expect, it } from 'vitest';
import { calculators, categories } from '../../catalogue/catalogue.ts';
import { appSystem } from './system.ts';

const system = appSystem();

/** The app's sources (tests left out), by their path under src, read by Vite as text. */
const sourceTexts = import.meta.glob<string>(['../../**/*.{ts,tsx}', '!../../**/*.test.{ts,tsx}'], { query: '?raw', import: 'default', eager: true });

describe('the design system', () => {
  const files = Object.entries(sourceTexts).map(([path, text]) => ({ path: path.replace(/^\.\.\/\.\.\//, ''), text }));
  const code = files.map(({ text }) => text);
  const named = (pattern: RegExp) => new Set(code.flatMap((text) => [...text.matchAll(pattern)].map((match) => match[1] ?? '')));

  it('has every colour palette the app names, with its semantic tokens', () => {
    const palettes = named(/colorPalette[=:]\s*\{?\s*['"]([a-z]+)['"]/g);
    for (const text of code)
      for (const [, a, b] of text.matchAll(/colorPalette=\{[^?}]*\?\s*'([a-z]+)'\s*:\s*'([a-z]+)'\}/g)) palettes.add(a ?? '').add(b ?? '');
    expect([...palettes].sort()).toEqual(['blue', 'gray', 'green', 'red']);
    for (const palette of palettes) {
      expect(system.token(`colors.${palette}.500`, ''), palette).not.toBe('');
      expect(system.token(`colors.${palette}.solid`, ''), palette).not.toBe('');
    }
  });

  it('has every colour token the app names', () => {
    const colors = named(
      /\b((?:gray|red|orange|yellow|green|teal|blue|cyan|purple|pink)\.(?:\d{2,3}|fg|solid|muted|subtle|emphasized|contrast|focusRing|border))\b/g,
    );
    expect(colors.size).toBeGreaterThan(5);
    for (const color of colors) expect(system.token(`colors.${color}`, ''), color).not.toBe('');
  });

  it('gives each semantic token its light value, and its dark one under the system setting (no class to set)', () => {
    const tokenCss = JSON.stringify(system.getTokenCss());
    expect(tokenCss).not.toContain('.dark');
    expect(tokenCss).toContain('@media screen and (prefers-color-scheme: dark)');
    expect(tokenCss.match(/"--chakra-colors-bg":"[^"]*"/g)).toEqual([
      '"--chakra-colors-bg":"var(--chakra-colors-white)"',
      '"--chakra-colors-bg":"var(--chakra-colors-black)"',
    ]);
    expect(tokenCss.match(/"--chakra-colors-fg-muted":"[^"]*"/g)).toEqual([
      '"--chakra-colors-fg-muted":"var(--chakra-colors-gray-600)"',
      '"--chakra-colors-fg-muted":"var(--chakra-colors-gray-400)"',
    ]);
  });

  it('darkens the colours whose light value misses the contrast goal: error text, grey focus rings, solid green under white text', () => {
    const tokenCss = JSON.stringify(system.getTokenCss());
    expect(tokenCss).toContain('"--chakra-colors-fg-error":"var(--chakra-colors-red-700)"');
    expect(tokenCss).toContain('"--chakra-colors-gray-focus-ring":"var(--chakra-colors-gray-600)"');
    expect(tokenCss).toContain('"--chakra-colors-green-solid":"var(--chakra-colors-green-700)"');
  });

  it('has the palette of every catalogue colour, and leaves out the palettes nothing uses', () => {
    for (const entry of [...calculators, ...categories]) expect(system.token(`colors.${entry.color}.100`, ''), entry.color).not.toBe('');
    expect(system.token('colors.yellow.500', '')).toBe('');
    expect(system.token('colors.yellow.solid', '')).toBe('');
  });

  /** The components a file imports from Chakra, by the name it uses, with Chakra's name for each. */
  const chakraImports = (text: string) =>
    new Map(
      [...text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g)].flatMap(([, names = '']) =>
        names
          .split(',')
          .map((name) => name.trim().replace(/^type\s+/, ''))
          .filter(Boolean)
          .map((name): [string, string] => {
            const [original = '', local = original] = name.split(/\s+as\s+/);
            return [local, original];
          }),
      ),
    );
  const recipeKey = (component: string) => component.charAt(0).toLowerCase() + component.slice(1);

  it('styles every Chakra component the app renders: its recipe is in the system, or the element passes it', () => {
    const unstyled: string[] = [];
    let checked = 0;
    for (const { path, text } of files) {
      const imported = chakraImports(text);
      // An opening tag, up to its closing '>' (an arrow function's '=>' inside a prop does not end it).
      for (const [, local = '', root, props = ''] of text.matchAll(/<(\w+)(\.Root)?\b((?:=>|[^>])*)>/g)) {
        const component = imported.get(local);
        if (!component) continue;
        const key = recipeKey(component);
        const hasChakraRecipe = root ? key in chakraSlotRecipes : key in chakraRecipes;
        if (!hasChakraRecipe) continue;
        checked += 1;
        const inSystem = root ? system.isSlotRecipe(key) : system.isRecipe(key);
        if (!inSystem && !/\brecipe=\{/.test(props)) unstyled.push(`${path}: <${local}${root ?? ''}>`);
      }
    }
    expect(checked).toBeGreaterThan(50);
    expect(unstyled).toEqual([]);
  });

  it('leaves out the recipes of components only lazily loaded code renders (admin, phone menu, notices)', () => {
    for (const key of ['alert', 'dataList', 'dialog', 'drawer', 'stat', 'switch', 'tabs', 'toast']) expect(system.isSlotRecipe(key), key).toBe(false);
    // A loading Button renders a Spinner of its own, with no way to pass the recipe.
    expect(system.isRecipe('spinner')).toBe(true);
  });
});
