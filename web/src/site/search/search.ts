/**
 * Calculator search (spec document 1, sections 2.4, 5.1 and 9.1): a case-insensitive substring
 * match over the public calculators, as their records describe them. The floating search matches
 * title, description or category; the home search matches title, description or any feature
 * phrase. Both show at most six results.
 */
import type { SiteNav } from '../../catalogue/site.ts';
import type { IconName } from '../../catalogue/types.ts';

export interface SearchItem {
  path: string;
  title: string;
  description: string;
  icon: IconName;
  /** 'General', 'Education', 'Mathematical', or 'Calculator' for the scientific calculator. */
  category: string;
  features: readonly string[];
}

export const maximumResults = 6;
export const suggestionDescriptionLength = 60;

/** The scientific calculator's phrases for the home search; it has no calculator record to hold them. */
const scientificFeatures = ['Precedence and parentheses', 'Degrees or radians', 'Memory and history'];

export function searchItemsOf(nav: SiteNav): SearchItem[] {
  return [
    ...(nav.scientific ? [{ ...nav.scientific, category: 'Calculator', features: scientificFeatures }] : []),
    ...nav.categories.flatMap((category) =>
      category.calculators.map((calculator) => ({
        path: calculator.path,
        title: calculator.title,
        description: calculator.description,
        icon: calculator.icon,
        category: category.label,
        features: calculator.features,
      })),
    ),
  ];
}

function matcher(query: string): ((text: string) => boolean) | null {
  const needle = query.trim().toLowerCase();
  if (needle === '') return null;
  return (text) => text.toLowerCase().includes(needle);
}

export function floatingSearch(query: string, items: readonly SearchItem[]): SearchItem[] {
  const matches = matcher(query);
  if (!matches) return [];
  return items.filter((item) => matches(item.title) || matches(item.description) || matches(item.category)).slice(0, maximumResults);
}

export function homeSearch(query: string, items: readonly SearchItem[]): SearchItem[] {
  const matches = matcher(query);
  if (!matches) return [];
  return items.filter((item) => matches(item.title) || matches(item.description) || item.features.some(matches)).slice(0, maximumResults);
}

/** A suggestion's description: at most 60 characters, then an ellipsis. */
export function truncateDescription(description: string, length = suggestionDescriptionLength): string {
  return description.length > length ? `${description.slice(0, length)}...` : description;
}
