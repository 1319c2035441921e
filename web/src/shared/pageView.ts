/**
 * The page being shown as the records make it (web/src/catalogue/site.ts): its route's loader data,
 * read by the parts of a page that the records decide (a calculator's header and How it works).
 */
import { useMatch } from '@tanstack/react-router';
import type { PageView } from '../catalogue/site.ts';

export function usePageView(): PageView {
  const view = useMatch({ strict: false, select: (match) => match.loaderData as PageView | undefined });
  if (!view?.slug) throw new Error('usePageView is used outside a page route');
  return view;
}
