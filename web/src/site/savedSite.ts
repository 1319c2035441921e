/**
 * The site as the last visit saw it: the records the service worker keeps (web/src/sw.ts), read when
 * the server cannot be reached, so any public page, a shared link never opened before included, is
 * drawn and calculates without the network. Loaded only then (siteSource.ts).
 */
import { siteRecordsPath, type SiteRecordsSnapshot } from '../catalogue/offline.ts';
import { redirectKey } from '../catalogue/redirectKey.ts';
import type { SitePayload } from '../catalogue/rendering.ts';

/** A date as the root loader hands a day over ('YYYY-MM-DD' on the local calendar; useToday.ts reads it). */
function dayOf(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/**
 * The page at `path` from the kept records, marked with when they were fetched. `unreachable` is why
 * the server could not answer: thrown again when no records are kept.
 */
export async function savedSite(path: string, unreachable: unknown): Promise<SitePayload> {
  try {
    const response = await fetch(siteRecordsPath, { headers: { accept: 'application/json' } });
    if (!response.ok) throw unreachable;
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
  } catch {
    throw unreachable;
  }
}
