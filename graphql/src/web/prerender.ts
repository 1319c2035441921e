/**
 * Pre-rendering (CONVENTIONS section 3): after the browser build, the app is built once more for
 * Node and every public page is rendered into a copy of the built index.html, so its HTML carries
 * the page's text, default inputs and results before any JavaScript runs. Unknown paths get their
 * own pre-rendered 'Page Not Found' shell. The server fills in each page's head from its record.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { publicPages } from '../../../web/src/catalogue/catalogue.ts';
import type { RenderedPage } from '../../../web/src/prerender/render.tsx';
import { type Manifest, manifestFile, pageChunkPaths } from './manifest.ts';

/** The folder inside the build that holds the pre-rendered pages; never served as files. */
export const prerenderedFolder = 'prerendered';
/** The file name of the shell for unknown paths. */
export const notFoundFile = '404.html';
/** A path no route matches, rendered as the 'Page Not Found' shell. */
const unknownPath = '/page-not-found';

export const prerenderedFile = (slug: string) => `${slug}.html`;

/**
 * The built index.html with a rendered page inside its root element. The root element names the chunks the page loads besides the entry (data-chunks), for the entry
 * to fetch at once and run one at a time once the page has painted.
 */
export function pageDocument(indexHtml: string, { body }: Pick<RenderedPage, 'body'>, chunkPaths: readonly string[] = []): string {
  const root = '<div id="root"></div>';
  if (!indexHtml.includes(root)) throw new Error('The built index.html has no empty #root element');
  if (chunkPaths.some((path) => !/^\/[\w./-]+$/.test(path))) throw new Error(`Unexpected chunk paths: ${chunkPaths.join(' ')}`);
  const chunks = chunkPaths.length > 0 ? ` data-chunks="${chunkPaths.join(' ')}"` : '';
  return indexHtml.replace(root, () => `<div id="root"${chunks}>${body}</div>`);
}

export async function prerenderPages(projectRoot: string, dist: string): Promise<void> {
  const { build } = await import('vite');
  const web = join(projectRoot, 'web');
  // Inside the project, so the Node build finds its dependencies in node_modules.
  const cache = join(projectRoot, 'node_modules', '.cache');
  await mkdir(cache, { recursive: true });
  const serverBuild = await mkdtemp(join(cache, 'prerender-'));
  try {
    await build({
      root: web,
      configFile: join(web, 'vite.config.ts'),
      logLevel: 'warn',
      build: { ssr: 'src/prerender/render.tsx', outDir: serverBuild, emptyOutDir: true, copyPublicDir: false, chunkSizeWarningLimit: 8192 },
    });
    const { renderPage } = (await import(pathToFileURL(join(serverBuild, 'render.js')).href)) as {
      renderPage: (path: string) => Promise<RenderedPage>;
    };
    const indexHtml = await readFile(join(dist, 'index.html'), 'utf8');
    const manifest = JSON.parse(await readFile(join(dist, manifestFile), 'utf8')) as Manifest;
    const out = join(dist, prerenderedFolder);
    await rm(out, { recursive: true, force: true });
    await mkdir(out);
    for (const page of publicPages) {
      const rendered = await renderPage(page.path);
      if (rendered.status !== 200) throw new Error(`Pre-rendering ${page.path} answered ${rendered.status}`);
      await writeFile(join(out, prerenderedFile(page.slug)), pageDocument(indexHtml, rendered, pageChunkPaths(manifest, page.slug)));
    }
    const notFound = await renderPage(unknownPath);
    if (notFound.status !== 404) throw new Error(`Pre-rendering an unknown path answered ${notFound.status}`);
    await writeFile(join(out, notFoundFile), pageDocument(indexHtml, notFound));
    // The manifest has served its purpose; it is not part of the site.
    await rm(join(dist, dirname(manifestFile)), { recursive: true, force: true });
  } finally {
    await rm(serverBuild, { recursive: true, force: true });
  }
}
