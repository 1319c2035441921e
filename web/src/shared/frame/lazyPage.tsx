/**
 * A page whose code loads after the rest of the app: for the calculators that carry the maths
 * parser, by far the largest piece of a page. The page arrives pre-rendered, results and all, so
 * the visitor reads it at once; the site's shell (menu, search) comes to life with the first load,
 * and the calculator as soon as its own chunk has arrived. Until then React keeps the served markup
 * of the page in place (a boundary that suspends while it hydrates is hydrated later), and fields
 * edited meanwhile keep their edits (useEditBeforeLive).
 *
 * The route's loader loads the code, so the server's pre-render, a navigation, a preload on hover and
 * a page rendered afresh (a shared link with inputs) all wait for it; taking over a served page does
 * not, as the router runs no loader then. There the code is asked for only once the browser is idle,
 * or at the visitor's first touch, key or focus if that comes sooner: the page's first load is the
 * app alone, and the served page, results and all, reads meanwhile.
 */
import { memo, Suspense, use, useEffect, type ComponentType, type NamedExoticComponent } from 'react';
import { holdLive } from '../live.ts';

export type LazyPage = NamedExoticComponent & {
  /** Loads the page's code; for the route's loader. */
  load: () => Promise<void>;
};

/** Resolves once the browser is first idle, or at the visitor's first touch, key or focus, whichever comes first. */
export function whenIdleOrTouched(): Promise<void> {
  return new Promise((resolve) => {
    const events = ['pointerdown', 'keydown', 'focusin'] as const;
    let idle: number | undefined;
    const start = () => {
      for (const event of events) document.removeEventListener(event, start, true);
      if (idle !== undefined) window.cancelIdleCallback(idle);
      resolve();
    };
    for (const event of events) document.addEventListener(event, start, true);
    // Without idle callbacks (Safari before 18), after the other work queued now.
    if ('requestIdleCallback' in window) idle = window.requestIdleCallback(start, { timeout: 3000 });
    else setTimeout(start, 200);
  });
}

export function lazyPage(importPage: () => Promise<ComponentType>): LazyPage {
  let Page: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const loadPage = () =>
    (loading ??= importPage().then(
      (loaded) => (Page = loaded),
      (error: unknown) => {
        // A failed download may succeed on the next try (a navigation, a retry by the router).
        loading = undefined;
        throw error;
      },
    ));

  // Taking over a served page, the code is asked for once the browser is idle or the visitor acts.
  let wanted: Promise<ComponentType> | undefined;
  const loadWhenWanted = () =>
    (wanted ??= whenIdleOrTouched()
      .then(loadPage)
      .catch((error: unknown) => {
        wanted = undefined;
        throw error;
      }));

  // Taking over a served page before the code has arrived, the page is not live with the layout.
  let releaseLive: (() => void) | undefined;

  function Loaded() {
    const Current = Page ?? use(loadWhenWanted());
    useEffect(() => releaseLive?.(), []);
    return <Current />;
  }

  // Memoised (it takes no props), so the shell's re-renders stop above it: an update that reached
  // the served markup before its code had arrived would make React drop that markup and show the
  // empty fallback until the code came.
  const LazyPage = memo(function LazyPage() {
    if (!Page && typeof document !== 'undefined') releaseLive ??= holdLive();
    return (
      <Suspense fallback={null}>
        <Loaded />
      </Suspense>
    );
  });
  return Object.assign(LazyPage, {
    load: async () => {
      await loadPage();
    },
  });
}
