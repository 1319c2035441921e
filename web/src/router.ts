import { createRouter, parseSearchWith, stringifySearchWith, type RouterHistory } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen.ts';

/**
 * The value of one search param: its JSON, except a number too large for a double (`1e400`, which
 * JSON.parse reads as Infinity), kept as the text it is, so its field shows it with its message
 * instead of the page quietly taking the default.
 */
function parseSearchValue(text: string): unknown {
  const value: unknown = JSON.parse(text);
  return typeof value === 'number' && !Number.isFinite(value) ? text : value;
}

/**
 * Search params: objects and lists as JSON, and strings as they are, never quoted, so a shared URL
 * reads `gradeScale=4.3` rather than `gradeScale=%224.3%22`. The URL is read back with JSON, which
 * turns such a string into a number; the calculators' input schemas accept both forms.
 */
export const parseSearch = parseSearchWith(parseSearchValue);
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
