/**
 * The shapes of the one catalogue (D7): pure data, no React, importable by the server.
 * Icons are named, not imported, so the server and the seeding code can read them too.
 */

export const categoryIds = ['general', 'education', 'mathematical'] as const;
export type CategoryId = (typeof categoryIds)[number];

/** Icon names from the lucide icon set, rendered by the web app's icon map. */
export const iconNames = [
  'Calculator',
  'Tv',
  'Percent',
  'Syringe',
  'Tractor',
  'BookOpen',
  'FlaskConical',
  'Sigma',
  'Package',
  'Trophy',
  'Target',
  'GraduationCap',
  'Landmark',
  'ClipboardList',
  'TrendingUp',
  'Scale',
  'Award',
  'PiggyBank',
  'School',
  'Clock',
  'AreaChart',
  'Activity',
  'Infinity',
  'BarChart3',
  'Puzzle',
  'Triangle',
  'Divide',
  'Box',
  'Wrench',
  'FileText',
  'Shield',
  'Copyright',
  'Mail',
  'Home',
] as const;
export type IconName = (typeof iconNames)[number];

/** A colour scheme name from Chakra's palette, used for the card accent of a calculator. */
export type ColorScheme = 'blue' | 'green' | 'purple' | 'orange' | 'teal' | 'pink' | 'cyan' | 'red';

export interface CalculatorEntry {
  /** The canonical path without its leading slash; also the page slug and the calculator record's slug. */
  slug: string;
  /** The canonical path, always the `-calculator` form. */
  path: `/${string}-calculator`;
  /** The short path that answers 301 to `path`, where the spec names one. */
  alias?: `/${string}`;
  category: CategoryId;
  /** Short name for navigation, e.g. 'Percentage'. */
  label: string;
  /** Page title and card title, e.g. 'Percentage Calculator'. */
  title: string;
  /** One or two sentences, at most 160 characters: used as the meta description and on cards. */
  description: string;
  keywords: readonly string[];
  icon: IconName;
  /** Exactly three short phrases shown on cards and matched by the home search. */
  features: readonly [string, string, string];
  color: ColorScheme;
  /** Shown among the three featured calculators of its category on the home page. */
  featured: boolean;
}

export interface CategoryEntry {
  id: CategoryId;
  slug: `${CategoryId}-tools`;
  path: `/${CategoryId}-tools`;
  /** The older index path that answers 301 to `path`. */
  alias: `/${CategoryId}`;
  /** Navigation label, e.g. 'General'. */
  label: string;
  title: string;
  description: string;
  keywords: readonly string[];
  icon: IconName;
  color: ColorScheme;
}

/** A public page that is neither a calculator nor a category listing. */
export interface StaticPageEntry {
  slug: string;
  path: `/${string}`;
  pageType: 'home' | 'page' | 'calculator';
  label: string;
  title: string;
  description: string;
  keywords: readonly string[];
  icon: IconName;
}
