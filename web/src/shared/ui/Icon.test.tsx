import * as lucide from 'lucide-react';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { spriteUrl } from 'virtual:icon-sprite';
import { describe, expect, it } from 'vitest';
import { buildSprite } from '../../../build/icon-sprite.ts';
import { Icon } from './Icon.tsx';
import { spriteIconNames, symbolId } from './iconNames.ts';

/** The shapes inside an SVG element's markup, attributes in a fixed order. */
function shapes(markup: string): string[] {
  return [...markup.matchAll(/<(path|circle|line|rect|polyline|polygon|ellipse)\b([^>]*?)\/?>/g)].map(([, tag, attributes = '']) => {
    const pairs = [...attributes.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name, value]) => `${name}=${value}`).sort();
    return `${tag} ${pairs.join(' ')}`;
  });
}

describe('the icon sprite', () => {
  it('draws every icon the site names exactly as lucide-react renders it', async () => {
    const sprite = await buildSprite();
    const symbols = new Map([...sprite.matchAll(/<symbol id="([\w-]+)" viewBox="0 0 24 24">(.*?)<\/symbol>/g)].map(([, id = '', body = '']) => [id, body]));
    expect(symbols.size).toBe(spriteIconNames.length);
    for (const name of spriteIconNames) {
      const body = symbols.get(symbolId(name));
      expect(body, name).toBeDefined();
      const component = (lucide as unknown as Record<string, ComponentType>)[name];
      expect(component, name).toBeDefined();
      const rendered = renderToStaticMarkup(createElement(component as ComponentType));
      expect(shapes(body ?? ''), name).toEqual(shapes(rendered));
      expect(shapes(rendered).length, name).toBeGreaterThan(0);
    }
  });

  it('gives every icon its own symbol id', () => {
    expect(new Set(spriteIconNames.map(symbolId)).size).toBe(spriteIconNames.length);
    expect(symbolId('ArrowUpDown')).toBe('arrow-up-down');
    expect(symbolId('Trash2')).toBe('trash2');
  });
});

describe('an icon', () => {
  it("uses its symbol from the sprite, with lucide's attributes, hidden from screen readers", () => {
    const markup = renderToStaticMarkup(<Icon name="RotateCcw" size={18} />);
    expect(spriteUrl).toMatch(/^\/assets\/icons-[\w-]+\.svg$/);
    expect(markup).toContain(`<use href="${spriteUrl}#rotate-ccw"></use>`);
    expect(markup).toMatch(/^<svg [^>]*width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2"/);
    expect(markup).toContain('aria-hidden="true"');
  });

  it('is an image with a name when it is given a label', () => {
    const markup = renderToStaticMarkup(<Icon name="Percent" aria-label="Percent" />);
    expect(markup).not.toContain('aria-hidden');
    expect(markup).toContain('role="img"');
    expect(markup).toContain('aria-label="Percent"');
  });
});
