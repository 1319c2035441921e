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
import type { Embedding } from './site/shell/embedding.ts';

export function start(): void {
  dropServedHead(document);
  // An embed's reading of its address and its frame are code of their own, there before the markup
  // the server drew with them is taken over.
  if (pagePathOfEmbed(window.location.pathname) !== null) void import('./site/shell/embedding.ts').then(({ embedding }) => takeOver(embedding));
  else takeOver();
  registerWorkerWhenLoaded();
}

/**
 * The service worker (installed app, offline use) registers once the page has loaded and the app has
 * taken it over, so it takes nothing from the first load nor from the take-over. Not from the admin,
 * nor inside an embed on another site.
 */
function registerWorkerWhenLoaded(): void {
  if (/^\/(admin|embed)(\/|$)/.test(window.location.pathname)) return;
  const register = () => void import('./pwa/register.ts').catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

function takeOver(embed?: Embedding): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');

  const router = makeRouter(undefined, { embed });
  const withProviders = (app: ReactNode) => <StrictMode>{app}</StrictMode>;
  // A public page arrives rendered for its URL, inputs and all, with the router's hand-over ($_TSR),
  // and is hydrated in place. The admin arrives as an empty shell and renders afresh.
  const rendered = '$_TSR' in window && container.hasChildNodes();
  if (rendered) {
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
