import { floatingStyles } from './FloatingSearch.styles.ts';
import { truncateDescription } from './search.ts';
import { SearchResultList } from './SearchResultList.tsx';
import { useSearchBox } from './useSearchBox.ts';
import { Icon } from '../../shared/ui/Icon.tsx';

/** The open site search: its box, then the results below it (FloatingSearch shows it when opened). */
export default function FloatingSearchPanel({ onClose }: { onClose: () => void }) {
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
