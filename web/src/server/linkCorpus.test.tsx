import { describe, expect, it } from 'vitest';
import { calculators, scientificCalculatorPage } from '../catalogue/catalogue.ts';
import { seededSiteSource } from '../test/site.ts';
import { calculatorInputs, linkCorpus } from '../test/linkCorpus.ts';
import { cleanLink, renderPage } from './render.tsx';

const site = seededSiteSource();

/** The text of every result element of a rendered page (its markup, tags left out). */
function resultTexts(body: string): string[] {
  return [...body.matchAll(/data-result="[^"]*"[^>]*>(.*?)<\/(?:p|span|div|ol|li|td)>/g)].map(([, inner]) => (inner ?? '').replace(/<[^>]*>/g, ''));
}

/**
 * The links of web/src/test/linkCorpus.ts, on the server: each is its own page (a 200), names the
 * values it reset, and cleans to a link that cleans to itself, so the browser hydrates the same page.
 */
describe('every link a visitor can make to a calculator', () => {
  it('has a corpus for every calculator', () => {
    expect([...calculatorInputs.keys()].sort()).toEqual([...calculators.map((calculator) => calculator.path), scientificCalculatorPage.path].sort());
  });

  for (const path of calculatorInputs.keys()) {
    it(`opens ${path} with a 200, its unreadable values reset and named, its clean link its own clean link`, async () => {
      const links = linkCorpus(path);
      expect(links.length).toBeGreaterThanOrEqual(50);
      for (const [index, link] of links.entries()) {
        const clean = cleanLink(link);
        // Cleaning is idempotent, and the clean link keys the same cached page as the link it came from.
        expect(cleanLink(clean.href), link).toEqual({ href: clean.href, inputs: clean.inputs, reset: [] });
        // Every third link is rendered here (the browser test, e2e/links.spec.ts, opens them all).
        if (index % 3 !== 0) continue;
        const page = await renderPage(link, site);
        expect(page.status, link).toBe(200);
        const named = /data-link-reset="([^"]*)"/.exec(page.body)?.[1];
        expect(named ?? '', link).toBe(clean.reset.map((reset) => reset.name).join(' '));
        expect(
          resultTexts(page.body).filter((text) => /NaN|Infinity|undefined/.test(text)),
          link,
        ).toEqual([]);
      }
    });
  }
});
