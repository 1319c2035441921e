/**
 * Page weight: every gzipped byte of JavaScript a phone downloads for a public page until it is
 * idle, held to 125 KB on the maths pages' budget of 175 KB (the mathematical calculators and the
 * scientific one, which carry the expression parser); no public route loads Apollo or admin code.
 * Builds the production web app into a temporary folder and reads Vite's manifest: a page's first
 * load is the static-import closure of the entry (and of the app it imports, the site's layout
 * among it) and of the page's own route component; a page whose route loads the page's code lazily
 * (lazyPage) fetches that code too once the browser is idle, so it counts. Code loaded only when
 * a visitor acts (the search index, a notice, the phone menu) is not downloaded until idle.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { appKeys, closure, lazyPageKeys, type Manifest, manifestFile, routeKey } from '../web/build/manifest.ts';
import { calculators, publicPages, scientificCalculatorPage } from '#catalogue/catalogue.ts';

export interface WeightRow {
  path: string;
  javascriptKb: number;
  /**
   * What a page whose code loads after the first load (lazyPage: the maths calculators, with the
   * maths parser) fetches when the browser is idle or the visitor first acts; 0 for the others.
   */
  pageCodeKb: number;
  /** All of it: the first load and the page's own code. */
  untilIdleKb: number;
  cssKb: number;
  budgetKb: number;
  withinBudget: boolean;
  loadsAdminOrApollo: boolean;
}

/** Every public page's budget for the JavaScript it downloads until idle: the maths pages' is larger, for the parser. */
const pageBudgetKb = 125;
const mathsPageBudgetKb = 175;
const mathsPages = new Set<string>([
  ...calculators.filter((calculator) => calculator.category === 'mathematical').map((calculator) => calculator.path),
  scientificCalculatorPage.path,
]);

export async function measureWeight(): Promise<{ pages: WeightRow[]; admin: { javascriptKb: number; chunks: number } }> {
  const root = resolve(import.meta.dirname, '..', 'web');
  const outDir = await mkdtemp(join(tmpdir(), 'weight-'));
  try {
    // In a process of its own, as `npm run build` runs: the build compiles the style sheet with React's
    // server renderer, which must be in the same mode (production) as the React it renders with, and
    // this process may have loaded React in another mode before.
    const vite = join(dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin', 'vite.js');
    const options = ['--config', join(root, 'vite.config.ts'), '--outDir', outDir, '--emptyOutDir', '--manifest', '--logLevel', 'error'];
    execFileSync(process.execPath, [vite, 'build', root, ...options], { stdio: 'inherit' });
    const manifest = JSON.parse(await readFile(join(outDir, manifestFile), 'utf8')) as Manifest;
    const sizes = new Map<string, number>();
    const contents = new Map<string, string>();
    const gzipped = async (file: string) => {
      if (!sizes.has(file)) {
        const body = await readFile(join(outDir, file));
        sizes.set(file, gzipSync(body).length);
        contents.set(file, body.toString('utf8'));
      }
      return sizes.get(file) ?? 0;
    };
    const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

    // The entry starts the app once the served page has painted, with a dynamic import: what that
    // import loads is part of every page's first load all the same.
    /** The gzipped JavaScript and CSS of some chunks, and whether any is admin or Apollo code. */
    const weigh = async (keys: Iterable<string>) => {
      let javascript = 0;
      let css = 0;
      let loadsAdminOrApollo = false;
      for (const key of keys) {
        const chunk = manifest[key];
        if (!chunk) continue;
        javascript += await gzipped(chunk.file);
        for (const sheet of chunk.css ?? []) css += await gzipped(sheet);
        if ((chunk.src ?? '').includes('admin') || /@apollo|ApolloClient|ApolloLink/.test(contents.get(chunk.file) ?? '')) loadsAdminOrApollo = true;
      }
      return { javascript, css, loadsAdminOrApollo };
    };

    // The entry starts the app once the served page has painted, with a dynamic import: what that
    // import loads is part of every page's first load all the same.
    const entry = appKeys(manifest);
    const pages: WeightRow[] = [];
    for (const page of publicPages) {
      const keys = closure(manifest, [...entry, routeKey(page.slug)]);
      const firstLoad = await weigh(keys);
      const pageCode = await weigh([...closure(manifest, lazyPageKeys(manifest, page.slug))].filter((key) => !keys.has(key)));
      const budgetKb = mathsPages.has(page.path) ? mathsPageBudgetKb : pageBudgetKb;
      const untilIdleKb = kb(firstLoad.javascript + pageCode.javascript);
      pages.push({
        path: page.path,
        javascriptKb: kb(firstLoad.javascript),
        pageCodeKb: kb(pageCode.javascript),
        untilIdleKb,
        cssKb: kb(firstLoad.css + pageCode.css),
        budgetKb,
        withinBudget: untilIdleKb <= budgetKb,
        loadsAdminOrApollo: firstLoad.loadsAdminOrApollo || pageCode.loadsAdminOrApollo,
      });
    }

    const adminKeys = [
      ...closure(
        manifest,
        Object.keys(manifest).filter((key) => key.startsWith('src/routes/admin')),
      ),
    ];
    let adminJavascript = 0;
    for (const key of adminKeys) adminJavascript += await gzipped(manifest[key]?.file ?? '');
    return { pages, admin: { javascriptKb: kb(adminJavascript), chunks: adminKeys.length } };
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}
