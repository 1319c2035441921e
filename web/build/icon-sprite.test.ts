import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { spriteIconNames, symbolId } from '../src/shared/ui/iconNames.ts';
import { buildSprite, iconSprite, lucideFileName } from './icon-sprite.ts';

/** The shapes inside an SVG element's markup, attributes in a fixed order. */
function shapes(markup: string): string[] {
  return [...markup.matchAll(/<(path|circle|line|rect|polyline|polygon|ellipse)\b([^>]*?)\/?>/g)].map(([, tag, attributes = '']) => {
    const pairs = [...attributes.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name, value]) => `${name}=${value}`).sort();
    return `${tag} ${pairs.join(' ')}`;
  });
}

/** Lucide's drawing attributes, as every lucide-static file writes them on its `<svg>`. */
const drawn = ' fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"';

const symbolsOf = (sprite: string) =>
  new Map(
    [...sprite.matchAll(new RegExp(`<symbol id="([\\w-]+)" viewBox="0 0 24 24"${drawn}>(.*?)</symbol>`, 'g'))].map(([, id = '', body = '']) => [id, body]),
  );

type Hook = (...args: unknown[]) => unknown;
const hook = (plugin: Plugin, name: keyof Plugin) => plugin[name] as unknown as Hook;

/** The plugin as Vite runs it for one kind of build: what the app imports, and the files it writes. */
async function runPlugin(build: { command: 'build' | 'serve'; ssr: boolean }) {
  const plugin = iconSprite();
  hook(plugin, 'configResolved')({ command: build.command, build: { ssr: build.ssr } });
  const id = hook(plugin, 'resolveId')('virtual:icon-sprite') as string;
  const module = (await hook(plugin, 'load')(id)) as string;
  const emitted: { type: string; fileName: string; source: string }[] = [];
  await hook(plugin, 'generateBundle').call({ emitFile: (file: (typeof emitted)[number]) => emitted.push(file) });
  return { module, emitted };
}

describe('the icon sprite', () => {
  it("draws every icon the site names with lucide-static's shapes for that name", async () => {
    const symbols = symbolsOf(await buildSprite());
    expect(symbols.size).toBe(spriteIconNames.length);
    // lucide-static's other documented form, an SVG string exported under the component's name,
    // checks that each name was read from its own file.
    const byName = (await import('lucide-static')) as unknown as Record<string, string>;
    for (const name of spriteIconNames) {
      const exported = byName[name];
      expect(exported, name).toBeDefined();
      expect(shapes(symbols.get(symbolId(name)) ?? ''), name).toEqual(shapes(exported ?? ''));
      expect(shapes(exported ?? '').length, name).toBeGreaterThan(0);
    }
  });

  it('writes a symbol as the shapes of its file, on one line', async () => {
    expect(await buildSprite(['RotateCcw', 'Plus'])).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg">' +
        `<symbol id="rotate-ccw" viewBox="0 0 24 24"${drawn}><path d="M3 12a9 9 0 1 0 9-9 9.75 9.75 0 0 0-6.74 2.74L3 8"/><path d="M3 3v5h5"/></symbol>` +
        `<symbol id="plus" viewBox="0 0 24 24"${drawn}><path d="M5 12h14"/><path d="M12 5v14"/></symbol>` +
        '</svg>\n',
    );
  });

  it('is one SVG element holding only the symbols, one per icon in the order the site names them', async () => {
    const sprite = await buildSprite();
    const symbols = symbolsOf(sprite);
    expect([...symbols.keys()]).toEqual(spriteIconNames.map(symbolId));
    const rebuilt = [...symbols].map(([id, body]) => `<symbol id="${id}" viewBox="0 0 24 24"${drawn}>${body}</symbol>`).join('');
    expect(sprite).toBe(`<svg xmlns="http://www.w3.org/2000/svg">${rebuilt}</svg>\n`);
    // Each symbol's markup is whole: every shape element closes itself.
    for (const body of symbols.values()) expect(body).toMatch(/^(<(path|circle|line|rect|polyline|polygon|ellipse)( [\w-]+="[^"<>]*")+\/>)+$/);
  });

  it('names the files as Lucide does', () => {
    expect(lucideFileName('ArrowUpDown')).toBe('arrow-up-down.svg');
    expect(lucideFileName('Trash2')).toBe('trash-2.svg');
    expect(lucideFileName('CircleCheck')).toBe('circle-check.svg');
  });

  it('refuses an icon lucide-static does not have', async () => {
    await expect(buildSprite(['NoSuchIcon' as never])).rejects.toThrow('lucide-static has no icon named NoSuchIcon');
  });
});

describe('the icon sprite plugin', () => {
  it("writes the sprite in the browser build under its content's hash, the URL the app imports", async () => {
    const { module, emitted } = await runPlugin({ command: 'build', ssr: false });
    const source = await buildSprite();
    const fileName = `assets/icons-${createHash('sha256').update(source).digest('base64url').slice(0, 10)}.svg`;
    expect(module).toBe(`export const spriteUrl = "/${fileName}";\n`);
    expect(emitted).toEqual([{ type: 'asset', fileName, source }]);
  });

  it('writes nothing in the pre-render build, which only needs the URL', async () => {
    const browser = await runPlugin({ command: 'build', ssr: false });
    const server = await runPlugin({ command: 'build', ssr: true });
    expect(server.emitted).toEqual([]);
    expect(server.module).toBe(browser.module);
  });
});
