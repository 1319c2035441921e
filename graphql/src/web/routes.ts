/**
 * How the server answers a page path, from the one catalogue: a page of the web app, a 301 to the
 * canonical path (CONVENTIONS section 3, D6), or a 404.
 */
import { privatePaths, publicPages, redirects } from '../../../web/src/catalogue/catalogue.ts';

export type PageAnswer = { kind: 'page' } | { kind: 'redirect'; location: string } | { kind: 'not-found' };

const appPaths = new Set<string>([...publicPages.map((page) => page.path), ...privatePaths]);

/** `search` is the raw query string including its '?', or ''. */
export function answerFor(pathname: string, search: string): PageAnswer {
  if (appPaths.has(pathname)) return { kind: 'page' };
  const target = redirects.get(pathname);
  if (target) return { kind: 'redirect', location: `${target}${search}` };
  // '/percentage-calculator/' is the same page as '/percentage-calculator'.
  if (pathname.length > 1 && pathname.endsWith('/')) {
    const trimmed = pathname.replace(/\/+$/, '') || '/';
    const answer = answerFor(trimmed, search);
    return answer.kind === 'page' ? { kind: 'redirect', location: `${trimmed}${search}` } : answer;
  }
  return { kind: 'not-found' };
}
