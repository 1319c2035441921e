import { useCallback, useEffect, useRef, useState } from 'react';
import { onOpenSearch } from './openSearch.ts';
import { floatingStyles } from './FloatingSearch.styles.ts';
import { floatingSearch, truncateDescription } from './search.ts';
import { SearchResultList } from './SearchResultList.tsx';
import { useSearchBox } from './useSearchBox.ts';
import { Icon } from '../../shared/ui/Icon.tsx';

/**
 * The search button at the bottom centre of every public page (spec document 1, section 2.4). On
 * phones it would cover the page's content (a keypad, the first results): there the header's search
 * button opens the panel instead (openSearch), and the panel opens under the header.
 */
export function FloatingSearch() {
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const close = useCallback(() => {
    setOpen(false);
    // Give focus back to where it came from, once the button is rendered again.
    requestAnimationFrame(() => (openerRef.current ?? triggerRef.current)?.focus());
  }, []);

  useEffect(
    () =>
      onOpenSearch((opener) => {
        openerRef.current = opener;
        setOpen(true);
      }),
    [],
  );

  return (
    <div className={open ? floatingStyles.rootOpen : floatingStyles.root}>
      {open ? (
        <FloatingSearchPanel onClose={close} />
      ) : (
        <button
          type="button"
          ref={triggerRef}
          onClick={() => {
            openerRef.current = null;
            setOpen(true);
          }}
          className={floatingStyles.trigger}
        >
          <Icon name="Search" /> Search calculators
        </button>
      )}
    </div>
  );
}

function FloatingSearchPanel({ onClose }: { onClose: () => void }) {
  const { query, results, activeIndex, rootRef, listId, optionId, choose, inputProps } = useSearchBox(floatingSearch, onClose);
  const hasQuery = query.trim() !== '';

  return (
    <div ref={rootRef} role="search" aria-label="Site search" className={floatingStyles.panel}>
      {hasQuery && (
        <div className={floatingStyles.results}>
          {results.length > 0 ? (
            <SearchResultList
              listId={listId}
              label="Calculator suggestions"
              results={results}
              activeIndex={activeIndex}
              optionId={optionId}
              onChoose={choose}
              detail={(item) => truncateDescription(item.description)}
            />
          ) : (
            <div className={floatingStyles.empty} aria-live="polite">
              <p className={floatingStyles.emptyMessage}>No calculators found for &quot;{query.trim()}&quot;</p>
              <p className={floatingStyles.emptyHint}>Try searching for &quot;TV&quot;, &quot;percentage&quot;, &quot;chemistry&quot;, etc.</p>
            </div>
          )}
        </div>
      )}
      <div className={floatingStyles.inputRow}>
        <input
          {...inputProps}
          aria-label="Search calculators"
          placeholder="Search calculators... (e.g., TV, percentage, chemistry)"
          autoFocus
          className={floatingStyles.input}
        />
        <button type="button" aria-label="Close search" className={floatingStyles.closeButton} onClick={onClose}>
          <Icon name="X" />
        </button>
      </div>
    </div>
  );
}
