import { describe, expect, it } from 'vitest';
import { calculators, publicPages } from '../../catalogue/catalogue.ts';
import { makeRouter } from '../../router.ts';
import { navigation } from './navigation.ts';

describe('navigation', () => {
  const router = makeRouter();

  function resolvedRouteId(pathname: string): string | undefined {
    const [, , foundRoute] = router.getMatchedRoutes(pathname);
    return foundRoute?.id;
  }

  it('has Home, Calculator and the three category entries with their calculators as sub-entries', () => {
    expect(navigation.map((entry) => entry.label)).toEqual(['Home', 'Calculator', 'General', 'Education', 'Mathematical']);
    expect(navigation.map((entry) => entry.submenu?.length ?? 0)).toEqual([0, 0, 6, 13, 8]);
  });

  const upcomingRouteId = '/_site/$calculator';

  it('sends every link of the header, menus, footer and listings to a route of the web app', () => {
    const links = [...navigation.flatMap((entry) => [entry, ...(entry.submenu ?? [])]).map((link) => link.path), ...publicPages.map((page) => page.path)];
    for (const path of links) {
      const routeId = resolvedRouteId(path);
      expect(routeId, path).toBeDefined();
      // The catch-all calculator route serves catalogue calculators only (its loader 404s the rest).
      if (routeId === upcomingRouteId)
        expect(
          calculators.some((entry) => entry.path === path),
          path,
        ).toBe(true);
    }
  });

  it('gives the percentage calculator and every non-calculator page a route of its own', () => {
    const ownRoutes = publicPages.filter((page) => page.pageType !== 'calculator' || page.slug === 'percentage-calculator');
    for (const page of ownRoutes) {
      expect(resolvedRouteId(page.path), page.path).not.toBe(upcomingRouteId);
    }
  });
});
