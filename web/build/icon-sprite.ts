/**
 * The icon sprite: every icon the site draws (src/shared/ui/iconNames.ts), taken from lucide's
 * icon data at build time and written as one SVG of symbols under a content-hashed name. Pages
 * draw an icon as an `<svg>` that uses its symbol, so the icons cost no JavaScript: the sprite is
 * fetched once, off the critical path, and cached for good. `virtual:icon-sprite` exports its URL.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import { spriteIconNames, symbolId, type SpriteIconName } from '../src/shared/ui/iconNames.ts';

type IconNode = [tag: string, attributes: Record<string, string>][];

const moduleId = 'virtual:icon-sprite';
const resolvedId = `\0${moduleId}`;

const escapeXml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/** Each icon's drawing, from lucide-react's own files (its index names the file behind every export). */
async function iconNodes(names: readonly SpriteIconName[]): Promise<Map<SpriteIconName, IconNode>> {
  const esm = join(dirname(createRequire(import.meta.url).resolve('lucide-react/package.json')), 'dist', 'esm');
  const index = await readFile(join(esm, 'lucide-react.mjs'), 'utf8');
  const files = new Map<string, string>();
  for (const [, exported = '', file = ''] of index.matchAll(/export \{([^}]*)\} from '\.\/icons\/([\w-]+)\.mjs'/g)) {
    for (const [, name = ''] of exported.matchAll(/default as (\w+)/g)) files.set(name, file);
  }
  const nodes = new Map<SpriteIconName, IconNode>();
  for (const name of names) {
    const file = files.get(name);
    if (!file) throw new Error(`lucide-react has no icon named ${name}`);
    const icon = (await import(pathToFileURL(join(esm, 'icons', `${file}.mjs`)).href)) as { __iconData: { node: IconNode } };
    nodes.set(name, icon.__iconData.node);
  }
  return nodes;
}

/** The sprite: one symbol per icon, on lucide's 24-unit grid. */
export async function buildSprite(names: readonly SpriteIconName[] = spriteIconNames): Promise<string> {
  const symbols = [...(await iconNodes(names))].map(([name, node]) => {
    const shapes = node.map(([tag, attributes]) => {
      const written = Object.entries(attributes)
        .filter(([attribute]) => attribute !== 'key')
        .map(([attribute, value]) => ` ${attribute}="${escapeXml(value)}"`)
        .join('');
      return `<${tag}${written}/>`;
    });
    return `<symbol id="${symbolId(name)}" viewBox="0 0 24 24">${shapes.join('')}</symbol>`;
  });
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
