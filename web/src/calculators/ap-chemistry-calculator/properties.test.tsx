// @vitest-environment jsdom
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { boundedNumber, expectNothingBroken, expectPageNotBroken, extremeNumber, pageRuns, pageUrl } from '../../test/properties.tsx';
import { compute } from './compute.ts';
import { frqMaxima, mcqMaximum } from './limits.ts';

const frqs = Object.keys(frqMaxima) as (keyof typeof frqMaxima)[];
const count = (max: number) => boundedNumber({ min: 0, max, whole: true });

describe('AP Chemistry never shows NaN, Infinity or undefined (properties)', () => {
  it('gives no result or a finite one for any numbers at all', () => {
    const scores = Object.fromEntries(frqs.map((name) => [name, extremeNumber])) as Record<(typeof frqs)[number], fc.Arbitrary<number>>;
    fc.assert(
      fc.property(fc.record({ mcqScore: extremeNumber, ...scores }), (inputs) => expectNothingBroken(compute(inputs))),
      { numRuns: 2000 },
    );
  });

  it('shows nothing broken on the page for scores at, inside and past the questions’ maxima', async () => {
    const scores = Object.fromEntries(frqs.map((name) => [name, count(frqMaxima[name])])) as Record<(typeof frqs)[number], fc.Arbitrary<number>>;
    await fc.assert(
      fc.asyncProperty(fc.record({ mcqScore: count(mcqMaximum), ...scores }), async (values) =>
        expectPageNotBroken(pageUrl('/ap-chemistry-calculator', values)),
      ),
      pageRuns,
    );
  });
});
