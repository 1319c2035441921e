/**
 * The HTML the server fills in for each path: a public page's pre-rendered document, the
 * pre-rendered 'Page Not Found' shell for unknown paths, and the bare app shell for the admin (or for
 * every path when the build holds no pre-rendered pages, as in the API tests). Each carries the
 * hashes of its inline scripts, the router's hand-over, for the Content-Security-Policy.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { publicPages } from '../../../web/src/catalogue/catalogue.ts';
import { notFoundFile, prerenderedFile, prerenderedFolder } from './prerender.ts';

/** Where a document takes the page's head (in the built index.html). */
export const headMarker = '<!--app-head-->';

export interface Shell {
  /** The document with a page's head in place. */
  fill(head: string): string;
  /** A digest of the document without its head, so an ETag need not hash the whole page. */
  digest: string;
  /** CSP sources ('sha256-…') of the inline scripts the document runs. */
  scriptHashes: string[];
}

export interface Shells {
  /** The bare app shell: the admin, and any path without a pre-rendered document. */
  app: Shell;
  notFound: Shell;
  /** Pre-rendered documents by public path. */
  pages: Map<string, Shell>;
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

/** A document split once at its head marker, so each request only joins three strings. */
function shell(html: string): Shell {
  const at = html.indexOf(headMarker);
  const before = at < 0 ? html : html.slice(0, at);
  const after = at < 0 ? '' : html.slice(at + headMarker.length);
  return {
    fill: at < 0 ? () => html : (head) => `${before}${head}${after}`,
    digest: createHash('sha1').update(html).digest('base64url'),
    scriptHashes: inlineScriptHashes(html),
  };
}

export async function loadShells(webDist: string): Promise<Shells> {
  const app = shell(await readFile(join(webDist, 'index.html'), 'utf8'));
  const folder = join(webDist, prerenderedFolder);
  const pages = new Map<string, Shell>();
  if (!existsSync(folder)) return { app, notFound: app, pages };
  for (const page of publicPages) {
    pages.set(page.path, shell(await readFile(join(folder, prerenderedFile(page.slug)), 'utf8')));
  }
  return { app, notFound: shell(await readFile(join(folder, notFoundFile), 'utf8')), pages };
}
