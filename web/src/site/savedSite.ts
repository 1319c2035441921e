/**
 * The site as the last visit saw it: the records the service worker keeps (web/src/sw.ts), read when
 * the server cannot be reached, so any public page, a shared link never opened before included, is
 * drawn and calculates without the network. Loaded only then (siteSource.ts).
 */
import { siteRecordsPath, type SiteRecordsSnapshot } from '../catalogue/offline.ts';
import { redirectKey, type SitePayload } from '../catalogue/rendering.ts';
import { dayOf } from '../shared/time/useToday.ts';

/** The page at `path` from the kept records, marked with when they were fetched; null when none are kept. */
export async function savedSite(path: string): Promise<SitePayload | null> {
  const response = await fetch(siteRecordsPath, { headers: { accept: 'application/json' } }).catch(() => null);
  if (!response?.ok) return null;
  const snapshot = (await response.json()) as SiteRecordsSnapshot;
  // The server's Date header on the kept answer: when the worker last fetched it.
  const fetched = new Date(response.headers.get('date') ?? Date.now());
  return {
    nav: snapshot.nav,
    page: snapshot.pages[path] ?? null,
    redirect: snapshot.redirects[redirectKey(path)],
    today: dayOf(new Date()),
    savedAt: Number.isNaN(fetched.getTime()) ? new Date().toISOString() : fetched.toISOString(),
  };
}
