import { useCallback, useRef, useState } from 'react';
import { homeStyles } from './HomeSearch.styles.ts';
import { SearchResultList } from './SearchResultList.tsx';
import { useSearchBox } from './useSearchBox.ts';
import { Icon } from '../../shared/ui/Icon.tsx';

/** The large search box on the home page. */
export function HomeSearch() {
  const [resultsVisible, setResultsVisible] = useState(true);
  const hide = useCallback(() => setResultsVisible(false), []);
  const inputRef = useRef<HTMLInputElement>(null);
  const { query, setQuery, results, activeIndex, rootRef, listId, optionId, choose, inputProps } = useSearchBox(hide);
  const showResults = resultsVisible && query.trim() !== '';
  const clearable = query !== '';

  return (
    <div ref={rootRef} role="search" aria-label="Find a calculator" className={homeStyles.root}>
      <div className={homeStyles.group}>
        <div className={homeStyles.startElement}>
          <Icon name="Search" size={20} />
        </div>
        <input
          {...inputProps}
          ref={inputRef}
          onChange={(event) => {
            setResultsVisible(true);
            inputProps.onChange(event);
          }}
          onFocus={() => {
            setResultsVisible(true);
            inputProps.onFocus();
          }}
          aria-label="Search for calculators"
          placeholder="Search for calculators (e.g., percentage, GPA, volume...)"
          className={clearable ? homeStyles.inputClearable : homeStyles.input}
        />
        {clearable && (
          <div className={homeStyles.endElement}>
            <button
              type="button"
              aria-label="Clear search"
              className={homeStyles.clearButton}
              onClick={() => {
                setQuery('');
                inputRef.current?.focus();
              }}
            >
              <Icon name="X" />
            </button>
          </div>
        )}
      </div>
      {showResults && (
        <div className={homeStyles.results}>
          {results.length > 0 ? (
            <SearchResultList
              listId={listId}
              label="Matching calculators"
              results={results}
              activeIndex={activeIndex}
              optionId={optionId}
              onChoose={choose}
              detail={(item) => item.features.slice(0, 2).join(' · ')}
            />
          ) : (
            <p className={homeStyles.empty} aria-live="polite">
              No calculators found for &quot;{query.trim()}&quot;
            </p>
          )}
        </div>
      )}
    </div>
  );
}
