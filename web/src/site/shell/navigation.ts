/** Header and mobile-menu entries, from the records' site. */
import { homePage } from '../../catalogue/homePage.ts';
import type { SiteNav } from '../../catalogue/site.ts';
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

/**
 * Home, the scientific calculator and one entry per category, each category with its public
 * calculators. A category whose listing is not public keeps its menu of calculators, which links
 * nowhere itself (its entry's path is then that of its first calculator).
 */
export function navigationOf(nav: SiteNav): NavEntry[] {
  const entries: NavEntry[] = [];
  if (nav.home) entries.push({ path: homePage.path, label: homePage.label, icon: homePage.icon });
  if (nav.scientific) entries.push({ path: nav.scientific.path, label: nav.scientific.label, icon: nav.scientific.icon });
  for (const category of nav.categories) {
    const submenu = category.calculators.map((calculator) => ({ path: calculator.path, label: calculator.label, icon: calculator.icon }));
    if (category.listed) entries.push({ path: category.path, label: category.label, icon: category.icon, submenu });
    else if (submenu.length > 0) entries.push({ path: submenu[0]?.path ?? category.path, label: category.label, icon: category.icon, submenu });
  }
  return entries;
}

/** Whether a navigation entry is the current page or holds it in its submenu. */
export function isCurrentEntry(entry: NavEntry, pathname: string): boolean {
  if (entry.path === pathname) return true;
  return entry.submenu?.some((link) => link.path === pathname) ?? false;
}

export function trackNavigation(path: string): void {
  trackEvent({ name: 'navigation_click', category: 'navigation', label: path });
}
