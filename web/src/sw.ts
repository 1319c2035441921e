/**
 * The service worker, built with Workbox by vite-plugin-pwa (web/vite.config.ts writes the list of the
 * build's files into `self.__WB_MANIFEST`). ARCHITECTURE.md ('Installed and offline') says why each
 * choice was made.
 *
 * - The build's files (scripts, style sheet, icons, the app shell) are kept per release, in one
 *   precache: a new release's worker fetches its whole set before it takes over, so a page never
 *   runs a mix of two releases' code. It waits until the visitor accepts the new version (the page
 *   asks, web/src/pwa/register.ts) and then takes over and removes the old set.
 * - Pages: network first, never kept. A page that cannot be fetched (no network, or none within a
 *   few seconds) is the app shell, which the browser's router draws from the records kept below.
 * - The records (`siteRecordsPath`): network first, the last copy kept as the fallback.
 * - Nothing else is answered by the worker: the admin, the API, GraphQL, the embeds and the
 *   server's own answers always go to the network.
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { appShellPath, neverOffline, siteRecordsPath } from './catalogue/offline.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

/** How long a page or the records may take before the kept copy is used instead. */
const networkTimeoutSeconds = 4;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

const pages = new NetworkOnly({ networkTimeoutSeconds });
/** A page request the worker answers: not one of `neverOffline`, and not a file (a path with an extension). */
const isPage = (request: Request, url: URL) =>
  request.mode === 'navigate' &&
  url.origin === self.location.origin &&
  !neverOffline.some((path) => path.test(url.pathname)) &&
  !/\.[a-z0-9]+$/i.test(url.pathname);
registerRoute(
  ({ request, url }) => isPage(request, url),
  async (options) => {
    try {
      return await pages.handle(options);
    } catch {
      return (await matchPrecache(appShellPath)) ?? Response.error();
    }
  },
);

// One address, so the cache holds one copy: the latest.
const records = new NetworkFirst({ cacheName: 'site-records', networkTimeoutSeconds });
registerRoute(({ url, sameOrigin }) => sameOrigin && url.pathname === siteRecordsPath, records);

// The first worker takes the open pages at once, so their next navigation already works offline; a
// later one waits for the visitor's word (below).
clientsClaim();

self.addEventListener('install', (event) => {
  // The records are fetched as soon as the worker is installed, so the first visit is enough to go offline.
  event.waitUntil(records.handle({ event, request: new Request(siteRecordsPath) }).catch(() => undefined));
});

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
