/**
 * What the server renders pages with: the module the web build makes from web/src/server/render.tsx
 * (in web/dist/server, never served as files), the chunks each page loads, and the built
 * index.html the rendered pages go into.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { embedSheetsFile, headMarker, pageChunksFile, renderModuleFile, serverFolder, type Renderer, type RendererModule } from '#catalogue/rendering.ts';

export type { Renderer } from '#catalogue/rendering.ts';

const emptyRoot = '<div id="root"></div>';

/** The built index.html, cut once at the head and at #root, so each page only joins strings. */
export interface DocumentTemplate {
  compose(parts: { head: string; body?: string; chunks?: readonly string[] }): string;
}

export function documentTemplate(indexHtml: string): DocumentTemplate {
  const headAt = indexHtml.indexOf(headMarker);
  const rootAt = indexHtml.indexOf(emptyRoot);
  // A stand-in document (the API's tests serve one line) is sent as it is.
  if (headAt < 0 || rootAt < headAt) return { compose: () => indexHtml };
  const beforeHead = indexHtml.slice(0, headAt);
  const beforeRoot = indexHtml.slice(headAt + headMarker.length, rootAt);
  const afterRoot = indexHtml.slice(rootAt + emptyRoot.length);
  return {
    compose({ head, body = '', chunks = [] }) {
      if (chunks.some((path) => !/^\/[\w./-]+$/.test(path))) throw new Error(`Unexpected chunk paths: ${chunks.join(' ')}`);
      // The entry fetches the chunks named here at once and runs them one at a time (main.tsx).
      const named = chunks.length > 0 ? ` data-chunks="${chunks.join(' ')}"` : '';
      return `${beforeHead}${head}${beforeRoot}<div id="root"${named}>${body}</div>${afterRoot}`;
    },
  };
}

const dataScriptTypes = new Set(['application/json', 'application/ld+json']);

/** The CSP hash sources of a document's inline scripts (data blocks such as JSON-LD never run). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const attributes = match[1] ?? '';
    const type = /\btype="([^"]*)"/.exec(attributes)?.[1];
    if (/\bsrc=/.test(attributes) || (type && dataScriptTypes.has(type)) || !match[2]) continue;
    hashes.add(`'sha256-${createHash('sha256').update(match[2]).digest('base64')}'`);
  }
  return [...hashes];
}

export interface WebBuild {
  /** Names the build (a hash of its index.html, which names every asset by its content). */
  id: string;
  template: DocumentTemplate;
  /** Null when the build has no server module (the API's tests serve a bare shell). */
  renderer: Renderer | null;
  /** The built renderer's module, which render workers run (null without one, or when tests render from the sources). */
  rendererFile: string | null;
  chunks: ReadonlyMap<string, readonly string[]>;
  /** The style sheets an embed's page links besides the site's (none without a browser build). */
  embedSheets: readonly string[];
}

/** Reads the build; `renderer` replaces the built module (tests render from the sources). */
export async function loadWebBuild(webDist: string, renderer?: Renderer): Promise<WebBuild> {
  const indexHtml = await readFile(join(webDist, 'index.html'), 'utf8');
  const template = documentTemplate(indexHtml);
  const server = join(webDist, serverFolder);
  const chunksFile = join(server, pageChunksFile);
  const chunks = existsSync(chunksFile) ? new Map(Object.entries(JSON.parse(await readFile(chunksFile, 'utf8')) as Record<string, string[]>)) : new Map();
  const sheetsFile = join(server, embedSheetsFile);
  const embedSheets = existsSync(sheetsFile) ? (JSON.parse(await readFile(sheetsFile, 'utf8')) as string[]) : [];
  const moduleFile = join(server, renderModuleFile);
  const built = existsSync(moduleFile) ? ((await import(pathToFileURL(moduleFile).href)) as RendererModule) : null;
  return {
    id: createHash('sha1').update(indexHtml).digest('base64url'),
    template,
    renderer: renderer ?? built,
    rendererFile: !renderer && built ? moduleFile : null,
    chunks,
    embedSheets,
  };
}
