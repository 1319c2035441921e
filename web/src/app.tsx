/**
 * The app: takes over the page the server sent, hydrating pre-rendered markup in place, or renders
 * it afresh (main.tsx runs it).
 */
import { RouterProvider } from '@tanstack/react-router';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { startTransition, StrictMode, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { makeRouter } from './router.ts';
import { adoptServedHead } from './site/servedHead.ts';

export function start(): void {
  adoptServedHead(document);
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');

  const router = makeRouter();
  const withProviders = (app: ReactNode) => <StrictMode>{app}</StrictMode>;
  // A pre-rendered page carries the router's hand-over ($_TSR) and is hydrated in place. Its markup
  // shows the default inputs, so a shared link with inputs in its query renders afresh; so do the
  // admin and any page served without pre-rendered markup.
  const prerendered = '$_TSR' in window && container.hasChildNodes();
  if (prerendered && window.location.search === '') {
    // As a transition, hydration yields to the browser every few milliseconds instead of holding
    // the main thread for the whole page, so a tap or a keystroke meanwhile is not kept waiting.
    startTransition(() => {
      hydrateRoot(container, withProviders(<RouterClient router={router} />));
    });
  } else {
    // The page's route code loads first, so the first paint replaces the served markup whole.
    void router.load().finally(() => createRoot(container).render(withProviders(<RouterProvider router={router} />)));
  }
}
