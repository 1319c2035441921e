import { describe, expect, it } from 'vitest';
import { calculators, calculatorsIn, categories, publicPages, redirects, staticPages } from './catalogue.ts';
import type { CalculatorEntry } from './types.ts';

describe('the catalogue', () => {
  it('holds 27 calculators: 6 general, 13 education and 8 mathematical (D6)', () => {
    expect(calculators).toHaveLength(27);
    expect(calculatorsIn('general')).toHaveLength(6);
    expect(calculatorsIn('education')).toHaveLength(13);
    expect(calculatorsIn('mathematical')).toHaveLength(8);
  });

  it('lists the spec navigation order in each category', () => {
    expect(calculatorsIn('general').map((entry) => entry.path)).toEqual([
      '/tv-height-calculator',
      '/percentage-calculator',
      '/peptide-calculator',
      '/acres-calculator',
      '/blooket-calculator',
      '/dunk-calculator',
    ]);
    expect(calculatorsIn('mathematical').map((entry) => entry.path)).toEqual([
      '/integral-calculator',
      '/derivative-calculator',
      '/standard-deviation-calculator',
      '/factoring-calculator',
      '/triangle-calculator',
      '/limit-calculator',
      '/ratio-calculator',
      '/volume-calculator',
    ]);
    expect(
      calculatorsIn('education')
        .slice(0, 3)
        .map((entry) => entry.path),
    ).toEqual(['/ap-english-calculator', '/ap-chemistry-calculator', '/ap-calculus-calculator']);
  });

  it('gives every page a unique slug and path, each slug being its path without the slash', () => {
    const slugs = publicPages.map((page) => page.slug);
    const paths = publicPages.map((page) => page.path);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(new Set(paths).size).toBe(paths.length);
    for (const page of publicPages) {
      expect(page.slug).toBe(page.path === '/' ? 'home' : page.path.slice(1));
    }
    // home, scientific calculator, 3 listings, 27 calculators, 4 static pages
    expect(publicPages).toHaveLength(1 + 1 + 3 + 27 + 4);
  });

  it('has the nine short paths and three older category pages of the spec, and no others', () => {
    expect([...redirects.keys()].sort()).toEqual(
      [
        '/tv-height',
        '/percentage',
        '/peptide',
        '/acres',
        '/ap-english',
        '/ap-chemistry',
        '/ap-calculus',
        '/blooket',
        '/dunk',
        '/general',
        '/education',
        '/mathematical',
      ].sort(),
    );
    for (const [alias, target] of redirects) {
      expect(
        publicPages.some((page) => page.path === target),
        `${alias} → ${target}`,
      ).toBe(true);
    }
  });

  it('gives each calculator three feature phrases, keywords and a meta description of search-result length', () => {
    for (const calculator of calculators as readonly CalculatorEntry[]) {
      expect(calculator.features).toHaveLength(3);
      expect(calculator.keywords.length).toBeGreaterThanOrEqual(3);
      expect(calculator.description.length, calculator.slug).toBeGreaterThanOrEqual(70);
      expect(calculator.description.length, calculator.slug).toBeLessThanOrEqual(160);
    }
  });

  it('features exactly three calculators per category on the home page', () => {
    for (const category of categories) {
      expect(calculatorsIn(category.id).filter((entry) => entry.featured)).toHaveLength(3);
    }
  });

  it('has the four static pages of the spec', () => {
    expect(staticPages.map((page) => page.path)).toEqual(['/terms', '/privacy', '/dmca', '/contact']);
  });
});
