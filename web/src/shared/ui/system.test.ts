import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appSystem } from './system.ts';

const system = appSystem();

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('the design system', () => {
  const code = sources(join(import.meta.dirname, '..', '..')).map((path) => readFileSync(path, 'utf8'));
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

  it('defines each semantic token once, with its light value, and no dark scheme', () => {
    const tokenCss = JSON.stringify(system.getTokenCss());
    expect(tokenCss).not.toContain('.dark');
    expect(tokenCss.match(/"--chakra-colors-bg":"[^"]*"/g)).toEqual(['"--chakra-colors-bg":"var(--chakra-colors-white)"']);
    expect(tokenCss.match(/"--chakra-colors-fg-muted":"[^"]*"/g)).toEqual(['"--chakra-colors-fg-muted":"var(--chakra-colors-gray-600)"']);
    expect(tokenCss.match(/"--chakra-colors-blue-solid":"[^"]*"/g)).toEqual(['"--chakra-colors-blue-solid":"var(--chakra-colors-blue-600)"']);
  });

  it('leaves out the palettes nothing uses', () => {
    expect(system.token('colors.purple.500', '')).toBe('');
    expect(system.token('colors.teal.solid', '')).toBe('');
  });
});
