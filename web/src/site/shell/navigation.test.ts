import { describe, expect, it } from 'vitest';
import { publicPages } from '../../catalogue/catalogue.ts';
import { createSite } from '../../catalogue/site.ts';
import { makeRouter } from '../../router.ts';
import { seedRecords } from '../../catalogue/seed/records.ts';
import { seededSite, testOrigin } from '../../test/site.ts';
import { navigationOf } from './navigation.ts';

describe('navigation', () => {
  const router = makeRouter();
  const navigation = navigationOf(seededSite().nav);

  function resolvedRouteId(pathname: string): string | undefined {
    const [, , foundRoute] = router.getMatchedRoutes(pathname);
    return foundRoute?.id;
  }

  it('has Home, Scientific and the three category entries with their calculators as sub-entries', () => {
    expect(navigation.map((entry) => entry.label)).toEqual(['Home', 'Scientific', 'General', 'Education', 'Mathematical']);
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

describe('navigation as the records make it', () => {
  it('follows the calculator records: a renamed calculator is shown by its new title, an inactive one is gone', () => {
    const records = seedRecords();
    const renamed = records.calculators.map((record) =>
      record.calculatorSlug === 'percentage-calculator'
        ? { ...record, title: 'Percent Helper Calculator' }
        : record.calculatorSlug === 'dunk-calculator'
          ? { ...record, isActive: false }
          : record,
    );
    const general = navigationOf(createSite({ ...records, calculators: renamed }, testOrigin).nav).find((entry) => entry.label === 'General');
    expect(general?.submenu?.map((link) => link.label)).toEqual(['TV Height', 'Percent Helper', 'Peptide', 'Acres per Hour', 'Blooket']);
  });

  it("orders each menu by the records' sort order and moves a calculator to the category its record names", () => {
    const records = seedRecords();
    const moved = records.calculators.map((record) =>
      record.calculatorSlug === 'volume-calculator' ? { ...record, category: 'general', sortOrder: 0 } : record,
    );
    const entries = navigationOf(createSite({ ...records, calculators: moved }, testOrigin).nav);
    expect(entries.find((entry) => entry.label === 'General')?.submenu?.[0]?.path).toBe('/volume-calculator');
    expect(entries.find((entry) => entry.label === 'Mathematical')?.submenu?.map((link) => link.path)).not.toContain('/volume-calculator');
  });

  it('leaves out home, the scientific calculator and a category listing whose page record is a draft', () => {
    const records = seedRecords();
    const drafts = records.pages.map((record) =>
      ['home', 'scientific-calculator', 'education-tools'].includes(record.pageSlug) ? { ...record, isPublished: false } : record,
    );
    const entries = navigationOf(createSite({ ...records, pages: drafts }, testOrigin).nav);
    expect(entries.map((entry) => entry.label)).toEqual(['General', 'Education', 'Mathematical']);
    // The education calculators are still public; their menu's own link goes to the first of them.
    expect(entries[1]?.path).toBe('/ap-english-calculator');
  });
});
