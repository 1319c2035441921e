import { renderToStaticMarkup } from 'react-dom/server';
import { spriteUrl } from 'virtual:icon-sprite';
import { describe, expect, it } from 'vitest';
import { Icon } from './Icon.tsx';
import { spriteIconNames, symbolId } from './iconNames.ts';

describe("the icon sprite's symbol ids", () => {
  it('gives every icon its own symbol id', () => {
    expect(new Set(spriteIconNames.map(symbolId)).size).toBe(spriteIconNames.length);
    expect(symbolId('ArrowUpDown')).toBe('arrow-up-down');
    expect(symbolId('Trash2')).toBe('trash2');
  });
});

describe('an icon', () => {
  it('uses its symbol from the sprite at its size, hidden from screen readers, the drawing attributes left to the symbol', () => {
    const markup = renderToStaticMarkup(<Icon name="RotateCcw" size={18} />);
    expect(spriteUrl).toMatch(/^\/assets\/icons-[\w-]+\.svg$/);
    expect(markup).toBe(`<svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" class="lucide"><use href="${spriteUrl}#rotate-ccw"></use></svg>`);
  });

  it('is an image with a name when it is given a label', () => {
    const markup = renderToStaticMarkup(<Icon name="Percent" aria-label="Percent" />);
    expect(markup).not.toContain('aria-hidden');
    expect(markup).toContain('role="img"');
    expect(markup).toContain('aria-label="Percent"');
  });
});
