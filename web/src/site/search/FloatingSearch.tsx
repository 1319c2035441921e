import { useCallback, useEffect, useRef, useState } from 'react';
import { onOpenSearch } from './openSearch.ts';
import { floatingStyles } from './FloatingSearch.styles.ts';
// Loaded with the page, not when first opened: a visitor taps Search and types at once, and a panel
// still loading would lose those keys (the home page's own box carries the same code anyway).
import FloatingSearchPanel from './FloatingSearchPanel.tsx';

/**
 * The site search the header's search button opens (which floated a
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
      <FloatingSearchPanel onClose={close} />
    </div>
  );
}
