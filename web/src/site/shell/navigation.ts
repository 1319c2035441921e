/** Header and mobile-menu entries (spec document 1, section 2.3), derived from the catalogue. */
import { calculatorsIn, categories, homePage, scientificCalculatorPage } from '../../catalogue/catalogue.ts';
import type { IconName } from '../../catalogue/types.ts';
import { trackEvent } from '../../shared/analytics.ts';

export interface NavLink {
  path: string;
  label: string;
  icon: IconName;
}

export interface NavEntry extends NavLink {
  submenu?: readonly NavLink[];
}

export const navigation: readonly NavEntry[] = [
  { path: homePage.path, label: homePage.label, icon: homePage.icon },
  { path: scientificCalculatorPage.path, label: scientificCalculatorPage.label, icon: scientificCalculatorPage.icon },
  ...categories.map((category) => ({
    path: category.path,
    label: category.label,
    icon: category.icon,
    submenu: calculatorsIn(category.id).map((calculator) => ({
      path: calculator.path,
      label: calculator.label,
      icon: calculator.icon,
    })),
  })),
];

/** Whether a navigation entry is the current page or holds it in its submenu. */
export function isCurrentEntry(entry: NavEntry, pathname: string): boolean {
  if (entry.path === pathname) return true;
  return entry.submenu?.some((link) => link.path === pathname) ?? false;
}

export function trackNavigation(path: string): void {
  trackEvent({ name: 'navigation_click', category: 'navigation', label: path });
}
