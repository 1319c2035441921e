/**
 * The browser build's manifest (Vite's `.vite/manifest.json`): which chunk files a page loads. The
 * page-weight benchmark measures a page's first load with it; the pre-render step names the chunks
 * a page's route needs beyond the app's, so the entry can fetch them beside the app.
 */

export interface ManifestChunk {
  file: string;
  src?: string;
  imports?: string[];
  dynamicImports?: string[];
  /** Imported dynamically somewhere: a chunk of its own. */
  isDynamicEntry?: boolean;
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/** Where the build writes its manifest, inside the build folder. */
export const manifestFile = '.vite/manifest.json';

/**
 * The manifest keys of the given chunks and of every chunk they import statically, each after the
 * chunks it imports (the order the browser runs them in).
 */
export function closure(manifest: Manifest, keys: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const ordered = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
    ordered.add(key);
  };
  keys.forEach(visit);
  return ordered;
}

/** The app, which the entry imports on every page once it has painted (main.tsx). */
export const appKey = 'src/app.tsx';

/**
 * What every page loads first: the entry and the app it imports once the page has painted (a
 * dynamic import, but an unconditional one). The entry's other dynamic import, the design system,
 * is made only on the admin, the one page that starts with Chakra components.
 */
export function appKeys(manifest: Manifest): string[] {
  if (!manifest['index.html']?.dynamicImports?.includes(appKey)) throw new Error(`The entry does not import ${appKey}`);
  return ['index.html', appKey];
}

/**
 * The code-split component of a page's route (TanStack Router's file routes). The public site's
 * layout, which every page draws, is in the app's chunk (routes/_site.tsx).
 */
export function routeKey(slug: string): string {
  return `src/routes/_site/${slug === 'home' ? 'index' : slug}.tsx?tsr-split=component`;
}

/**
 * A calculator page's code where its route loads it after the app (lazyPage): the chunks of its own
 * folder that are imported dynamically. Empty for the others, whose route chunk holds their code.
 */
export function lazyPageKeys(manifest: Manifest, slug: string): string[] {
  return Object.keys(manifest).filter((key) => key.startsWith(`src/calculators/${slug}/`) && manifest[key]?.isDynamicEntry);
}

/**
 * The chunk files a public page loads besides the entry, as URL paths, each after the chunks it
 * imports: the app's (React, the router, Chakra, the site's shell) and the page's route's. The
 * browser asks for the route's only once the app runs, and runs each chunk's code with everything
 * it imports not yet run, in one task; named in the page, they can all be fetched at once and run
 * one chunk per task.
 */
export function pageChunkPaths(manifest: Manifest, slug: string): string[] {
  const route = routeKey(slug);
  if (!manifest[route]) throw new Error(`The build has no route chunk for the page '${slug}'`);
  const [entry, ...app] = appKeys(manifest);
  return [...closure(manifest, [...app, route])].filter((key) => key !== entry).map((key) => `/${manifest[key]?.file ?? ''}`);
}

/** The admin's own modules: its routes and its components. */
const adminOnly = (key: string) => key.startsWith('src/routes/admin') || key.startsWith('src/admin/');

/**
 * The files of the chunks only the admin loads: those no public page can reach from the entry, following
 * static and dynamic imports without passing through the admin's own modules. The offline copy of the
 * site (web/src/sw.ts) leaves them out.
 */
export function adminOnlyFiles(manifest: Manifest): Set<string> {
  const reached = (roots: readonly string[], skip: (key: string) => boolean) => {
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key) || skip(key) || !manifest[key]) return;
      seen.add(key);
      for (const next of [...(manifest[key].imports ?? []), ...(manifest[key].dynamicImports ?? [])]) visit(next);
    };
    roots.forEach(visit);
    return new Set([...seen].flatMap((key) => [manifest[key]?.file ?? '', ...(manifest[key]?.css ?? [])]));
  };
  const publicFiles = reached(['index.html'], adminOnly);
  const adminFiles = reached(
    Object.keys(manifest).filter((key) => adminOnly(key)),
    () => false,
  );
  return new Set([...adminFiles].filter((file) => file && !publicFiles.has(file)));
}

/** The module the app imports at an embed's address only (app.tsx): the embed's rewrite, frame and sheet. */
export const embeddingKey = 'src/site/shell/embedding.ts';

/**
 * The style sheets an embed's page needs besides the site's: those of the embed's chunk and of the
 * chunks it imports. The server links them from the embed's page, so it paints styled before the
 * app, which fetches them with that chunk, has started.
 */
export function embedSheetPaths(manifest: Manifest): string[] {
  if (!manifest[embeddingKey]) throw new Error(`The build has no chunk for ${embeddingKey}`);
  const app = closure(manifest, appKeys(manifest));
  const sheets = [...closure(manifest, [embeddingKey])].filter((key) => !app.has(key)).flatMap((key) => manifest[key]?.css ?? []);
  return sheets.map((file) => `/${file}`);
}
