import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { onOpenSearch } from './openSearch.ts';
import { floatingStyles } from './FloatingSearch.styles.ts';

// The panel's code (the search box's behaviour, its results) loads when the search is first opened:
// every page has the button, few visitors press it.
const FloatingSearchPanel = lazy(() => import('./FloatingSearchPanel.tsx'));

/**
 * The site search the header's search button opens (spec document 1, section 2.4, which floated a
 * button at the bottom of the page: floating, it covered content, so the header holds it at every
 * width). The panel opens under the header, its box first and the results below it.
 */
export function FloatingSearch() {
  const [open, setOpen] = useState(false);
  const openerRef = useRef<HTMLElement | null>(null);
  const close = useCallback(() => {
    setOpen(false);
    // Give focus back to the button that opened it.
    requestAnimationFrame(() => openerRef.current?.focus());
  }, []);

  useEffect(
    () =>
      onOpenSearch((opener) => {
        openerRef.current = opener;
        setOpen(true);
      }),
    [],
  );

  if (!open) return null;
  return (
    <div className={floatingStyles.rootOpen}>
      <Suspense fallback={null}>
        <FloatingSearchPanel onClose={close} />
      </Suspense>
    </div>
  );
}
