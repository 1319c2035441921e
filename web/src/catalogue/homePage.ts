/**
 * The home page's entry, apart from the rest of the catalogue: the header's menu names it on every
 * page, and so needs it in every page's first load, where the catalogue's calculators are not.
 */
import type { StaticPageEntry } from './types.ts';

export const homePage = {
  slug: 'home',
  path: '/',
  pageType: 'home',
  label: 'Home',
  title: 'Free Online Calculators for School, Home and Maths',
  description:
    '27 free calculators plus a scientific calculator: grades and GPA, AP scores, loans, percentages, integrals, triangles and more. Instant, private, shareable.',
  keywords: ['free online calculators', 'calculator', 'gpa calculator', 'percentage calculator', 'math calculator'],
  icon: 'Home',
} as const satisfies StaticPageEntry;
