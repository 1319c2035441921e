/**
 * The site's compiled style sheet (src/shared/ui/styles.ts): every style module (`src/**\/*.styles.ts`)
 * is loaded in Node, its rules compiled with the app's design system, and the result served as
 * `virtual:site-styles.css`, with Chakra's global styles (reset, token variables) before them. In a
 * build each style module is replaced by its class names alone, so no style object, recipe or
 * design system reaches the browser for it. A style module that names a sheet of its own
 * (`defineStyles(…, { sheet })`) goes into `virtual:styles/<sheet>.css` instead, which the module
 * drawing those rules imports: the bundler then links that sheet with its chunk, loaded with it.
 * The theme's token variables that none of these sheets reads are left out of them.
 *
 * Why this compiler rather than Panda CSS, the build-time engine from Chakra's authors: the pages
 * still render Chakra components, styled at run time from the app's own design system
 * (src/shared/ui/system.ts: its conditions, its palettes, the site's colours), and a compiled rule
 * must look exactly as the same props on one of those components. Panda's Chakra preset is a copy of
 * Chakra's default theme, so Panda beside Chakra would be a second design system to keep equal to
 * the first and a second style engine in every page; Panda alone means rewriting every style module
 * and replacing every Chakra component. This compiler instead asks the one system, through its
 * public API (`css`, `cva`, `sva`, the getters of its global CSS), and writes the CSS with Emotion's
 * own `Global` component, as Chakra's provider does. The measurements behind this choice are in
 * bench/README.md (build-time styles).
 */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import type * as Compiler from '../src/shared/ui/compileStyles.ts';
import type * as DesignSystem from '../src/shared/ui/system.ts';
import type { StyleScope } from '../src/shared/ui/styles.ts';

const moduleId = 'virtual:site-styles.css';
const resolvedId = `\0${moduleId}`;
const sheetId = /^virtual:styles\/([a-z][a-z0-9-]*)\.css$/;
const resolvedSheetId = /^\0virtual:styles\/([a-z][a-z0-9-]*)\.css$/;
const styleModule = /\.styles\.ts$/;

type ModuleExports = Record<string, unknown>;

interface Compiled {
  css: string;
  /** The sheets of their own, by name. */
  sheets: Map<string, string>;
  /** Each style module's exports as the browser gets them: class names only. */
  classNames: Map<string, ModuleExports>;
}

async function styleModules(source: string): Promise<string[]> {
  const entries = await readdir(source, { recursive: true });
  return entries
    .filter((entry) => styleModule.test(entry))
    .map((entry) => join(source, entry))
    .sort();
}

/** Loads the style modules and the design system afresh (`generation` keeps Node's copies apart). */
async function compileAll(source: string, generation: number): Promise<Compiled> {
  const { tsImport } = await import('tsx/esm/api');
  const load = (path: string) => tsImport(`${pathToFileURL(path).href}?generation=${generation}`, import.meta.url) as Promise<ModuleExports>;
  const { compileGlobals, compileRules, compileSheet, dropUnreadTokens, scopesOf } = (await load(
    join(source, 'shared/ui/compileStyles.ts'),
  )) as typeof Compiler;
  const { appSystem } = (await load(join(source, 'shared/ui/system.ts'))) as typeof DesignSystem;
  const system = appSystem();
  const classNames = new Map<string, ModuleExports>();
  const scopes = [];
  for (const path of await styleModules(source)) {
    const exports = await load(path);
    const found = scopesOf(exports);
    if (found.length !== Object.keys(exports).length) throw new Error(`${path}: a style module exports only what defineStyles returns`);
    scopes.push(...found);
    classNames.set(path, Object.fromEntries(Object.entries(exports).map(([name, value]) => [name, { ...(value as object) }])));
  }
  const names = new Set<string>();
  for (const { scope } of scopes) {
    if (names.has(scope)) throw new Error(`Two style modules define the scope ${scope}`);
    names.add(scope);
  }
  const bySheet = new Map<string, StyleScope[]>();
  for (const scope of scopes) if (scope.sheet !== undefined) bySheet.set(scope.sheet, [...(bySheet.get(scope.sheet) ?? []), scope]);
  const site = scopes.filter(({ sheet }) => sheet === undefined);
  const own = [...bySheet];
  const [css = '', ...ownCss] = dropUnreadTokens([
    `${compileGlobals(system)}\n${compileRules(system, site)}\n`,
    ...own.map(([, ownScopes]) => `${compileSheet(system, ownScopes)}\n`),
  ]);
  return { css, sheets: new Map(own.map(([sheet], index) => [sheet, ownCss[index] ?? ''])), classNames };
}

export function staticStyles(): Plugin {
  let source = '';
  let building = false;
  let generation = 0;
  let compiled: Promise<Compiled> | undefined;
  const current = () => (compiled ??= compileAll(source, generation));

  return {
    name: 'calcsuite:static-styles',
    configResolved(config) {
      source = join(config.root, 'src');
      building = config.command === 'build';
    },
    // The filters let the bundler skip calling these hooks for every other module.
    resolveId: {
      filter: { id: [/^virtual:site-styles\.css$/, sheetId] },
      handler: (id) => (id === moduleId ? resolvedId : `\0${id}`),
    },
    load: {
      filter: { id: [/^\0virtual:site-styles\.css$/, resolvedSheetId] },
      handler: async (id) => {
        const compiled = await current();
        if (id === resolvedId) return compiled.css;
        const name = resolvedSheetId.exec(id)?.[1] ?? '';
        const css = compiled.sheets.get(name);
        if (css === undefined) throw new Error(`No style module names the sheet ${name}`);
        return css;
      },
    },
    transform: {
      filter: { id: styleModule },
      async handler(_code, id) {
        if (!building) return undefined;
        const names = (await current()).classNames.get(id);
        if (!names) throw new Error(`${id} is not under ${source}`);
        return {
          code: Object.entries(names)
            .map(([name, value]) => `export const ${name} = ${JSON.stringify(value)};`)
            .join('\n'),
          map: null,
        };
      },
    },
    hotUpdate({ file, modules }) {
      if (!styleModule.test(file)) return undefined;
      generation += 1;
      compiled = undefined;
      const graph = this.environment.moduleGraph;
      const sheets = [...graph.idToModuleMap.values()].filter(({ id }) => id !== null && (id === resolvedId || resolvedSheetId.test(id)));
      for (const sheet of sheets) graph.invalidateModule(sheet);
      return [...modules, ...sheets];
    },
  };
}
