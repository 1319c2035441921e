import { describe, expect, it } from 'vitest';
import { publicPages } from '../../catalogue/catalogue.ts';
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

  it('sends every link of the header, menus, footer and listings to a route of its own', () => {
    const links = [...navigation.flatMap((entry) => [entry, ...(entry.submenu ?? [])]).map((link) => link.path), ...publicPages.map((page) => page.path)];
    for (const path of links) {
      // The route's id is the path under the site layout: each page has its own route file.
      expect(resolvedRouteId(path), path).toBe(path === '/' ? '/_site/' : `/_site${path}`);
    }
  });

  it('resolves a path outside the catalogue to no route, so it is a 404', () => {
    expect(resolvedRouteId('/no-such-page')).toBeUndefined();
  });
});
