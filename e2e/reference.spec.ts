/**
 * A sample of the reference corpus (web/src/reference/cases) through the served pages: each case's
 * inputs as a link, and what a visitor reads in the results against what the corpus states
 * (reference-corpus.ts says how each is compared).
 */
import { corpora, expectCase, linkTo, runScientific, sampleOf, sampleSize } from './reference-corpus.ts';
import { expect, test } from './support.ts';

for (const { calculator, cases } of corpora) {
  test(`${calculator}: a sample of the reference corpus reads as the reference states it`, async ({ page }) => {
    const sample = sampleOf(cases);
    expect(sample.length).toBeGreaterThanOrEqual(calculator === 'scientific-calculator' ? 1 : sampleSize);
    if (calculator === 'scientific-calculator') {
      await runScientific(page, cases);
      return;
    }
    for (const entry of sample) {
      await test.step(entry.name, async () => {
        await page.goto(linkTo(calculator, entry.inputs));
        await expectCase(page, calculator, entry);
      });
    }
  });
}
