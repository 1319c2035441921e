/**
 * What the server and the service worker (web/src/sw.ts) agree on for the installed, offline site:
 * where the worker is served, the page the worker falls back to for an address it has no answer
 * for, and the site's records as one file, which the worker keeps so the browser can draw any
 * public page without the network.
 */
import type { PageView, SiteNav } from './site.ts';

/** The service worker, at the root so its scope is the whole site. */
export const serviceWorkerPath = '/sw.js';

/** The app manifest (name, colours, icons, start URL) that makes the site installable. */
export const webManifestPath = '/manifest.webmanifest';

/** The app shell: the page template with an empty body, from which the browser renders any page. */
export const appShellPath = '/app-shell.html';

/** Every public page's records at once, as the site's data endpoint gives them one at a time. */
export const siteRecordsPath = '/site-records.json';

export interface SiteRecordsSnapshot {
  nav: SiteNav;
  /** The view of every public page, by path. */
  pages: Record<string, PageView>;
  /** Where each active redirect leads, by the path it moves (SitePayload.redirect). */
  redirects: Record<string, string>;
}

/**
 * Addresses the service worker never answers from its copy: the admin, the API and its explorer, the
 * embeds (drawn inside other sites, always from the network) and the server's own answers.
 */
export const neverOffline: readonly RegExp[] = [
  /^\/admin(\/|$)/,
  /^\/api(\/|$)/,
  /^\/graphql(\/|$)/,
  /^\/embed(\/|$)/,
  /^\/oembed(\/|$)/,
  /^\/(healthz|readyz|sitemap\.xml|robots\.txt)$/,
];
