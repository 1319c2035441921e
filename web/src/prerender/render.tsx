/**
 * Build-time rendering of a page (CONVENTIONS section 3): the real app rendered with TanStack
 * Router's server utilities, so the served HTML already has the page's text, default inputs and
 * results, and the router's hand-over for the browser to hydrate from. Chakra's styles are
 * collected through Emotion's server API into style elements for the head, where the browser's
 * Emotion finds and keeps them, so the first paint is the final layout.
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { createRequestHandler, renderRouterToString, RouterServer } from '@tanstack/react-router/ssr/server';
import { makeRouter } from '../router.ts';
import { servedStylesAttribute } from '../shared/ui/servedStyles.ts';

export interface RenderedPage {
  status: number;
  /** The markup that goes inside #root. */
  body: string;
  /** The page's style elements, for the head. */
  styles: string;
}

export async function renderPage(path: string): Promise<RenderedPage> {
  // Emotion's default key, so the browser's cache recognises the styles as its own.
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  const request = new Request(new URL(path, 'http://prerender.invalid'));
  const handler = createRequestHandler({ createRouter: () => makeRouter(undefined, { prerendering: true }), request });
  const response = await handler(({ router, responseHeaders }) =>
    renderRouterToString({
      router,
      responseHeaders,
      children: (
        <CacheProvider value={cache}>
          <RouterServer router={router} />
        </CacheProvider>
      ),
    }),
  );
  const body = (await response.text()).replace(/^<!DOCTYPE html>/i, '');
  return { status: response.status, body, styles: servedStyleElements(emotion.extractCriticalToChunks(body).styles, cache.key) };
}

/**
 * The page's styles as style elements the browser's Emotion takes over without moving them. Emotion
 * would move each served element it finds (a move re-parses the sheet and restyles the whole page, a
 * large task on a phone): the regular rules go under their own attribute, for the app to register
 * as inserted where they stand (servedStyles.ts); each global element is marked as already placed
 * (data-s, Emotion's own mark) and is found by its Global component as before.
 */
export function servedStyleElements(chunks: readonly { key: string; ids: readonly string[]; css: string }[], cacheKey: string): string {
  return (
    chunks
      // A page without Chakra components has no rules: no element, so the app knows it needs no Chakra.
      .filter(({ css }) => css !== '')
      .map(({ key, ids, css }) => {
        const names = `${key} ${ids.join(' ')}`;
        return key === cacheKey ? `<style ${servedStylesAttribute}="${names}">${css}</style>` : `<style data-emotion="${names}" data-s="">${css}</style>`;
      })
      .join('')
  );
}
