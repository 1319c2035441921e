/**
 * The one catalogue (D7): every public page of the site, and the lookups the shell, the
 * server, the sitemap and the database seeding derive from it. Counts are never written down; they
 * are counted here.
 */
import { calculators } from './calculators.ts';
import { categories, homePage, scientificCalculatorPage, staticPages } from './pages.ts';
import type { CalculatorEntry, CategoryEntry, CategoryId } from './types.ts';

export { calculators, categories, homePage, scientificCalculatorPage, staticPages };

export type CalculatorSlug = (typeof calculators)[number]['slug'];

export function calculatorsIn(category: CategoryId): readonly CalculatorEntry[] {
  return calculators.filter((calculator) => calculator.category === category);
}

export function categoryById(id: CategoryId): CategoryEntry {
  const category = categories.find((entry) => entry.id === id);
  if (!category) throw new Error(`Unknown category ${id}`);
  return category;
}

export function calculatorBySlug(slug: CalculatorSlug): CalculatorEntry {
  const calculator = calculators.find((entry) => entry.slug === slug);
  if (!calculator) throw new Error(`Unknown calculator ${slug}`);
  return calculator;
}

/** A public page as the head tags, the sitemap and the seeding see it. */
export interface PublicPage {
  slug: string;
  path: string;
  pageType: 'home' | 'category' | 'calculator' | 'page';
  title: string;
  description: string;
  keywords: readonly string[];
  /** Breadcrumb trail above the page itself, for BreadcrumbList structured data. */
  parent?: { title: string; path: string };
}

/** Every canonical public page, in sitemap order. */
export const publicPages: readonly PublicPage[] = [
  { ...homePage },
  { ...scientificCalculatorPage, parent: { title: homePage.label, path: homePage.path } },
  ...categories.map((category) => ({
    slug: category.slug,
    path: category.path,
    pageType: 'category' as const,
    title: category.title,
    description: category.description,
    keywords: category.keywords,
    parent: { title: homePage.label, path: homePage.path },
  })),
  ...calculators.map((calculator) => {
    const category = categoryById(calculator.category);
    return {
      slug: calculator.slug,
      path: calculator.path,
      pageType: 'calculator' as const,
      title: calculator.title,
      description: calculator.description,
      keywords: calculator.keywords,
      parent: { title: category.title, path: category.path },
    };
  }),
  ...staticPages.map((page) => ({ ...page, parent: { title: homePage.label, path: homePage.path } })),
];

const pagesByPath = new Map(publicPages.map((page) => [page.path, page]));

export function publicPageByPath(path: string): PublicPage | undefined {
  return pagesByPath.get(path);
}

/** Short paths and older category pages, each answering 301 to its canonical path (D6). */
export const redirects: ReadonlyMap<string, string> = new Map<string, string>([
  ...(calculators as readonly CalculatorEntry[]).flatMap((calculator): [string, string][] => (calculator.alias ? [[calculator.alias, calculator.path]] : [])),
  ...categories.map((category): [string, string] => [category.alias, category.path]),
]);

/** Paths the web app answers that are not public pages in the sitemap. */
export const privatePaths = ['/admin', '/admin/dashboard'] as const;
