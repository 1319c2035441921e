/**
 * Calculator search over the public calculators, as
 * their records describe them, at most six results. Typing first meets this case-insensitive
 * substring match (title, description, category, features, keywords), in the first load; the
 * forgiving index (searchIndex.ts: typos, keywords, several words) takes over once it has loaded,
 * which a search box asks for when it is first used.
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
  keywords: readonly string[];
}

export const maximumResults = 6;
export const suggestionDescriptionLength = 60;

/** The scientific calculator's phrases for the home search; it has no calculator record to hold them. */
const scientificFeatures = ['Precedence and parentheses', 'Degrees or radians', 'Memory and history'];

export function searchItemsOf(nav: SiteNav): SearchItem[] {
  return [
    ...(nav.scientific ? [{ ...nav.scientific, category: 'Scientific calculator', features: scientificFeatures }] : []),
    ...nav.categories.flatMap((category) =>
      category.calculators.map((calculator) => ({
        path: calculator.path,
        title: calculator.title,
        description: calculator.description,
        icon: calculator.icon,
        category: category.label,
        features: calculator.features,
        keywords: calculator.keywords,
      })),
    ),
  ];
}

function matcher(query: string): ((text: string) => boolean) | null {
  const needle = query.trim().toLowerCase();
  if (needle === '') return null;
  return (text) => text.toLowerCase().includes(needle);
}

/** The substring match, for the moment before the forgiving index has loaded. */
export function substringSearch(query: string, items: readonly SearchItem[]): SearchItem[] {
  const matches = matcher(query);
  if (!matches) return [];
  return items
    .filter((item) => matches(item.title) || matches(item.description) || matches(item.category) || item.features.some(matches) || item.keywords.some(matches))
    .slice(0, maximumResults);
}

/** A suggestion's description: at most 60 characters, then an ellipsis. */
export function truncateDescription(description: string, length = suggestionDescriptionLength): string {
  return description.length > length ? `${description.slice(0, length)}...` : description;
}
