import { useNavigate } from '@tanstack/react-router';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { trackEvent, trackSearch } from '../../shared/analytics.ts';
import { useSiteNav } from '../siteData.ts';
import { searchItemsOf, substringSearch, type SearchItem } from './search.ts';
import type { SearchIndex } from './searchIndex.ts';

const searchReportDelayMs = 800;

/**
 * The behaviour both search boxes share: the query, the result list (the forgiving index once it has
 * loaded, which the box's first focus or keystroke asks for), keyboard navigation through the
 * results (a combobox with a listbox; Enter opens the highlighted one, or the first), closing on an
 * outside click, and the analytics events.
 */
export function useSearchBox(onDone: () => void) {
  const [query, setQuery] = useState('');
  const [activeIndex, setActiveIndex] = useState(-1);
  const nav = useSiteNav();
  const items = useMemo(() => searchItemsOf(nav), [nav]);
  const [index, setIndex] = useState<{ items: readonly SearchItem[]; search: SearchIndex } | null>(null);
  const wantIndex = () => {
    if (index?.items === items) return;
    void import('./searchIndex.ts').then(({ searchIndex }) => setIndex({ items, search: searchIndex(items) }));
  };
  const results = useMemo(
    () => (query.trim() === '' ? [] : index?.items === items ? index.search(query) : substringSearch(query, items)),
    [index, query, items],
  );
  const rootRef = useRef<HTMLDivElement>(null);
  const listId = useId();
  const navigate = useNavigate();

  useEffect(() => {
    const timer = setTimeout(() => trackSearch(query, results.length), searchReportDelayMs);
    return () => clearTimeout(timer);
  }, [query, results.length]);

  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) onDone();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [onDone]);

  const change = (next: string) => {
    wantIndex();
    setQuery(next);
    setActiveIndex(-1);
  };

  const choose = (item: SearchItem) => {
    trackEvent({ name: 'calculator_search_click', category: 'search', label: item.path });
    setQuery('');
    onDone();
    void navigate({ to: item.path });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && results.length > 0) {
      event.preventDefault();
      setActiveIndex((index) => (index + 1) % results.length);
    } else if (event.key === 'ArrowUp' && results.length > 0) {
      event.preventDefault();
      setActiveIndex((index) => (index <= 0 ? results.length - 1 : index - 1));
    } else if (event.key === 'Enter') {
      const item = results[activeIndex] ?? results[0];
      if (item) {
        event.preventDefault();
        choose(item);
      }
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setQuery('');
      onDone();
    }
  };

  const optionId = (index: number) => `${listId}-option-${index}`;
  const inputProps = {
    role: 'combobox',
    'aria-autocomplete': 'list',
    'aria-expanded': query.trim() !== '' && results.length > 0,
    'aria-controls': listId,
    'aria-activedescendant': activeIndex >= 0 ? optionId(activeIndex) : undefined,
    value: query,
    onChange: (event: { target: { value: string } }) => change(event.target.value),
    onFocus: wantIndex,
    onKeyDown,
    autoComplete: 'off',
    spellCheck: false,
  } as const;

  return { query, setQuery: change, results, activeIndex, rootRef, listId, optionId, choose, inputProps };
}
