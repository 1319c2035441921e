/**
 * The app: takes over the page the server sent, hydrating its markup in place, or renders it
 * afresh (main.tsx runs it).
 */
import { RouterProvider } from '@tanstack/react-router';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { startTransition, StrictMode, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { makeRouter } from './router.ts';
import { pagePathOfEmbed } from './catalogue/embeds.ts';
import { dropServedHead } from './site/servedHead.ts';
import { loadEmbedFrame } from './site/shell/embedFrame.tsx';

export function start(): void {
  dropServedHead(document);
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');

  const embed = pagePathOfEmbed(window.location.pathname) !== null;
  const router = makeRouter(undefined, { embed });
  const withProviders = (app: ReactNode) => <StrictMode>{app}</StrictMode>;
  // A public page arrives rendered for its URL, inputs and all, with the router's hand-over ($_TSR),
  // and is hydrated in place. The admin arrives as an empty shell and renders afresh.
  const rendered = '$_TSR' in window && container.hasChildNodes();
  if (rendered) {
    // As a transition, hydration yields to the browser every few milliseconds instead of holding
    // the main thread for the whole page, so a tap or a keystroke meanwhile is not kept waiting.
    // An embed's frame is code of its own, there before the markup it drew is taken over.
    const hydrate = () =>
      startTransition(() => {
        hydrateRoot(container, withProviders(<RouterClient router={router} />));
      });
    if (embed) void loadEmbedFrame().then(hydrate);
    else hydrate();
  } else {
    // The page's route code loads first, so the first paint replaces the served markup whole.
    void router.load().finally(() => createRoot(container).render(withProviders(<RouterProvider router={router} />)));
  }
}
