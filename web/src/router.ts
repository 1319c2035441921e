import { createRouter, parseSearchWith, stringifySearchWith, type RouterHistory } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen.ts';

/**
 * Search params: objects and lists as JSON, and strings as they are, never quoted, so a shared URL
 * reads `gradeScale=4.3` rather than `gradeScale=%224.3%22`. The URL is read back with JSON.parse,
 * which turns such a string into a number; the calculators' input schemas accept both forms.
 */
export const parseSearch = parseSearchWith(JSON.parse);
export const stringifySearch = stringifySearchWith(JSON.stringify);

/**
 * The app's router; tests pass a memory history. The build's pre-rendering router leaves scroll
 * restoration to the browser's router, so the served HTML carries no inline script for it.
 */
export function makeRouter(history?: RouterHistory, { prerendering = false }: { prerendering?: boolean } = {}) {
  return createRouter({
    routeTree,
    history,
    parseSearch,
    stringifySearch,
    defaultPreload: 'intent',
    scrollRestoration: !prerendering,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof makeRouter>;
  }
}
