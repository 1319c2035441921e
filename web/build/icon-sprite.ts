/**
 * The icon sprite: every icon the site draws (src/shared/ui/iconNames.ts), taken at build time from
 * lucide-static (Lucide's icons as SVG files) and written as one SVG of symbols under a
 * content-hashed name. Pages draw an icon as an `<svg>` that uses its symbol, so the icons cost no
 * JavaScript: the sprite is fetched once, off the critical path, and cached for good.
 * `virtual:icon-sprite` exports its URL.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import { spriteIconNames, symbolId, type SpriteIconName } from '../src/shared/ui/iconNames.ts';

const moduleId = 'virtual:icon-sprite';
const resolvedId = `\0${moduleId}`;

/** The folder of lucide-static's SVG files, one per icon, named in kebab case. */
export const lucideIconsFolder = join(dirname(createRequire(import.meta.url).resolve('lucide-static/package.json')), 'icons');

/** An icon's file name from its component name, as Lucide names them: 'ArrowUpDown' → 'arrow-up-down', 'Trash2' → 'trash-2'. */
export const lucideFileName = (name: SpriteIconName) =>
  `${name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([a-zA-Z])(\d)/g, '$1-$2')
    .toLowerCase()}.svg`;

/** The attributes of an icon file's `<svg>` that say how its shapes are drawn; the symbol carries them. */
const drawingAttributes = ['fill', 'stroke', 'stroke-width', 'stroke-linecap', 'stroke-linejoin'] as const;

/**
 * An icon's symbol: its file's drawing attributes and the shapes inside its `<svg>` element, as one
 * line of markup. The attributes ride on the symbol, not on every page's `<svg>` that uses it: a
 * used symbol is drawn as an `svg` element with its own attributes, which its shapes inherit, and
 * `currentColor` still takes the colour of the icon's place on the page.
 */
async function iconSymbol(name: SpriteIconName): Promise<string> {
  const path = join(lucideIconsFolder, lucideFileName(name));
  const svg = await readFile(path, 'utf8').catch(() => {
    throw new Error(`lucide-static has no icon named ${name} (${path})`);
  });
  const open = svg.indexOf('<svg');
  const start = svg.indexOf('>', open) + 1;
  const end = svg.lastIndexOf('</svg>');
  if (open < 0 || start === 0 || end < start) throw new Error(`${path} is not an <svg> element`);
  const root = svg.slice(open, start);
  const attributes = drawingAttributes.map((attribute) => {
    const value = new RegExp(`\\s${attribute}="([^"]*)"`).exec(root)?.[1];
    if (value === undefined) throw new Error(`${path} does not say its ${attribute}`);
    return ` ${attribute}="${value}"`;
  });
  const shapes = svg
    .slice(start, end)
    .split('\n')
    .map((line) => line.trim())
    .join('')
    .replaceAll(' />', '/>');
  return `<symbol id="${symbolId(name)}" viewBox="0 0 24 24"${attributes.join('')}>${shapes}</symbol>`;
}

/** The sprite: one symbol per icon, on lucide's 24-unit grid. */
export async function buildSprite(names: readonly SpriteIconName[] = spriteIconNames): Promise<string> {
  const symbols = await Promise.all(names.map(iconSymbol));
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`;
}

export function iconSprite(): Plugin {
  let built: Promise<{ source: string; fileName: string }> | undefined;
  const sprite = () =>
    (built ??= buildSprite().then((source) => ({
      source,
      fileName: `assets/icons-${createHash('sha256').update(source).digest('base64url').slice(0, 10)}.svg`,
    })));
  let serving = false;
  let ssr = false;
  return {
    name: 'icon-sprite',
    configResolved(config) {
      serving = config.command === 'serve';
      ssr = Boolean(config.build.ssr);
    },
    resolveId(id) {
      return id === moduleId ? resolvedId : undefined;
    },
    async load(id) {
      if (id !== resolvedId) return undefined;
      const { fileName } = await sprite();
      return `export const spriteUrl = ${JSON.stringify(`/${fileName}`)};\n`;
    },
    async generateBundle() {
      // The browser build writes the file; the pre-render build only needs its URL.
      if (serving || ssr) return;
      const { source, fileName } = await sprite();
      this.emitFile({ type: 'asset', fileName, source });
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        void sprite().then(({ source, fileName }) => {
          if (request.url !== `/${fileName}`) return next();
          response.setHeader('Content-Type', 'image/svg+xml');
          response.end(source);
        }, next);
      });
    },
  };
}
