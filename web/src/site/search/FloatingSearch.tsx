import { useCallback, useEffect, useRef, useState } from 'react';
import { onOpenSearch } from './openSearch.ts';
import { floatingStyles } from './FloatingSearch.styles.ts';
import { truncateDescription } from './search.ts';
import { SearchResultList } from './SearchResultList.tsx';
import { useSearchBox } from './useSearchBox.ts';
import { Icon } from '../../shared/ui/Icon.tsx';

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

function FloatingSearchPanel({ onClose }: { onClose: () => void }) {
  const { query, results, activeIndex, rootRef, listId, optionId, choose, inputProps } = useSearchBox(onClose);
  const hasQuery = query.trim() !== '';

  return (
    <div ref={rootRef} role="search" aria-label="Site search" className={floatingStyles.panel}>
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
    </div>
  );
}
