/**
 * The forgiving search: MiniSearch's index over the public calculators, with prefix matching (as
 * the visitor types) and a typo allowed per five letters or so ('percnt', 'intgral'), across each
 * calculator's title, keywords (its SEO record's), features, description and category. Little words
 * ('of', 'a') are left out, so 'volume of a cylinder' finds what a cylinder's volume is.
 *
 * Loaded when a search box is first used (useSearchBox), in a chunk of its own, so pages pay for it
 * only when a visitor searches.
 */
import MiniSearch from 'minisearch';
import { maximumResults, type SearchItem } from './search.ts';

const littleWords = new Set(['a', 'an', 'and', 'the', 'of', 'for', 'to', 'in', 'on', 'my', 'how', 'what', 'is', 'calculator', 'calculators', 'calc']);

export type SearchIndex = (query: string) => SearchItem[];

export function searchIndex(items: readonly SearchItem[]): SearchIndex {
  const index = new MiniSearch<SearchItem & { id: number; keywordText: string; featureText: string }>({
    fields: ['title', 'keywordText', 'featureText', 'description', 'category'],
    storeFields: [],
    processTerm: (term) => {
      const word = term.toLowerCase();
      return littleWords.has(word) ? null : word;
    },
    searchOptions: {
      boost: { title: 3, keywordText: 2, featureText: 1.5 },
      prefix: true,
      // One letter wrong, missing or extra per five or so: 'percnt' is percent, 'intgral' integral.
      fuzzy: (term) => (term.length >= 4 ? 0.2 : false),
      combineWith: 'AND',
    },
  });
  index.addAll(items.map((item, id) => ({ ...item, id, keywordText: item.keywords.join(' '), featureText: item.features.join(' ') })));
  return (query) => {
    const hits = index.search(query);
    // A query of little words only, or one no calculator has all the words of: any of them will do.
    const found = hits.length > 0 ? hits : index.search(query, { combineWith: 'OR' });
    return found.slice(0, maximumResults).flatMap((hit) => items[hit.id as number] ?? []);
  };
}
