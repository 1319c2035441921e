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

export interface Shell {
  html: string;
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

const shell = (html: string): Shell => ({ html, scriptHashes: inlineScriptHashes(html) });

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
