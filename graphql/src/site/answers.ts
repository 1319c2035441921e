/**
 * How the server answers a path, from the one catalogue: a public page of the site (rendered from
 * the records, which may still say 404), the admin, a 301 to the canonical path (D6), or a 404.
 */
import { privatePaths, publicPages, redirects } from '#catalogue/catalogue.ts';

export type PageAnswer = { kind: 'page' } | { kind: 'admin' } | { kind: 'redirect'; location: string } | { kind: 'not-found' };

const sitePaths = new Set<string>(publicPages.map((page) => page.path));
const adminPaths = new Set<string>(privatePaths);

/** `search` is the raw query string including its '?', or ''. */
export function answerFor(pathname: string, search: string): PageAnswer {
  if (sitePaths.has(pathname)) return { kind: 'page' };
  if (adminPaths.has(pathname)) return { kind: 'admin' };
  const target = redirects.get(pathname);
  if (target) return { kind: 'redirect', location: `${target}${search}` };
  // '/percentage-calculator/' is the same page as '/percentage-calculator'.
  if (pathname.length > 1 && pathname.endsWith('/')) {
    const trimmed = pathname.replace(/\/+$/, '') || '/';
    const answer = answerFor(trimmed, search);
    return answer.kind === 'page' || answer.kind === 'admin' ? { kind: 'redirect', location: `${trimmed}${search}` } : answer;
  }
  return { kind: 'not-found' };
}
