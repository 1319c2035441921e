/**
 * Analytics (D13): Google Analytics 4 is loaded only when a
 * measurement id is configured, and never when the browser sends Global Privacy Control or Do Not
 * Track. Without it every call here is a no-op and no request leaves the page.
 */

export type AnalyticsEventName = 'navigation_click' | 'search_query' | 'calculator_search_click' | 'calculator_used';

export interface AnalyticsEvent {
  name: AnalyticsEventName;
  category: string;
  label: string;
  value?: number;
}

type Gtag = (...args: unknown[]) => void;

interface AnalyticsWindow {
  dataLayer?: unknown[];
  gtag?: Gtag;
}

/** Search queries shorter than this are not reported. */
export const minimumSearchQueryLength = 3;

export function privacySignalsOptOut(nav: Pick<Navigator, 'doNotTrack'> & { globalPrivacyControl?: boolean }): boolean {
  return nav.globalPrivacyControl === true || nav.doNotTrack === '1' || nav.doNotTrack === 'yes';
}

let gtag: Gtag | undefined;

/** Starts analytics once, if configured and allowed; returns whether it is on. */
export function initAnalytics(measurementId: string | undefined = import.meta.env.VITE_GA_MEASUREMENT_ID): boolean {
  if (gtag) return true;
  if (!measurementId || typeof window === 'undefined' || privacySignalsOptOut(navigator)) return false;
  const target = window as unknown as AnalyticsWindow;
  target.dataLayer = target.dataLayer ?? [];
  const dataLayer = target.dataLayer;
  // gtag.js reads the arguments object itself, so it must be pushed as is.
  gtag = function gtagShim() {
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments);
  };
  target.gtag = gtag;
  gtag('js', new Date());
  // Page views are sent on route changes by trackPageView, not by the library.
  gtag('config', measurementId, { send_page_view: false, anonymize_ip: true });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
  document.head.append(script);
  return true;
}

export function trackPageView(path: string): void {
  // Only the path: calculator inputs live in the query string and are not sent (privacy policy).
  gtag?.('event', 'page_view', { page_path: path, page_location: `${window.location.origin}${path}` });
}

export function trackEvent({ name, category, label, value }: AnalyticsEvent): void {
  gtag?.('event', name, { event_category: category, event_label: label, value });
}

export function trackSearch(query: string, resultCount: number): void {
  if (query.trim().length < minimumSearchQueryLength) return;
  trackEvent({ name: 'search_query', category: 'search', label: query.trim(), value: resultCount });
}

/** Forgets the loaded library; for tests only. */
export function resetAnalyticsForTests(): void {
  gtag = undefined;
}
