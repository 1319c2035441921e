/**
 * Calculator search (spec document 1, sections 2.4, 5.1 and 9.1): a case-insensitive substring
 * match over the catalogue. The floating search matches title, description or category; the home
 * search matches title, description or any feature phrase. Both show at most six results.
 */
import { calculators, categoryById, scientificCalculatorPage } from '../../catalogue/catalogue.ts';
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

export const searchItems: readonly SearchItem[] = [
  {
    path: scientificCalculatorPage.path,
    title: scientificCalculatorPage.title,
    description: scientificCalculatorPage.description,
    icon: scientificCalculatorPage.icon,
    category: 'Calculator',
    features: ['Precedence and parentheses', 'Degrees or radians', 'Memory and history'],
  },
  ...calculators.map((calculator) => ({
    path: calculator.path,
    title: calculator.title,
    description: calculator.description,
    icon: calculator.icon,
    category: categoryById(calculator.category).label,
    features: calculator.features,
  })),
];

function matcher(query: string): ((text: string) => boolean) | null {
  const needle = query.trim().toLowerCase();
  if (needle === '') return null;
  return (text) => text.toLowerCase().includes(needle);
}

export function floatingSearch(query: string, items: readonly SearchItem[] = searchItems): SearchItem[] {
  const matches = matcher(query);
  if (!matches) return [];
  return items.filter((item) => matches(item.title) || matches(item.description) || matches(item.category)).slice(0, maximumResults);
}

export function homeSearch(query: string, items: readonly SearchItem[] = searchItems): SearchItem[] {
  const matches = matcher(query);
  if (!matches) return [];
  return items.filter((item) => matches(item.title) || matches(item.description) || item.features.some(matches)).slice(0, maximumResults);
}

/** A suggestion's description: at most 60 characters, then an ellipsis. */
export function truncateDescription(description: string, length = suggestionDescriptionLength): string {
  return description.length > length ? `${description.slice(0, length)}...` : description;
}
