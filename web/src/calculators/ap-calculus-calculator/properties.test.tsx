// @vitest-environment jsdom
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { boundedNumber, expectNothingBroken, expectPageNotBroken, extremeNumber, pageRuns, pageUrl } from '../../test/properties.tsx';
import { compute } from './compute.ts';
import { maxima } from './limits.ts';

const count = (max: number) => boundedNumber({ min: 0, max, whole: true });

describe('AP Calculus never shows NaN, Infinity or undefined (properties)', () => {
  it('gives no result or a finite one for any numbers at all', () => {
    fc.assert(
      fc.property(fc.record({ mcqNoCalc: extremeNumber, mcqCalc: extremeNumber, frqCalc: extremeNumber, frqNoCalc: extremeNumber }), (inputs) =>
        expectNothingBroken(compute(inputs)),
      ),
      { numRuns: 2000 },
    );
  });

  it('shows nothing broken on the page for scores at, inside and past the sections’ maxima', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({ mcqNoCalc: count(maxima.mcqNoCalc), mcqCalc: count(maxima.mcqCalc), frqCalc: count(maxima.frqCalc), frqNoCalc: count(maxima.frqNoCalc) }),
        async (scores) => expectPageNotBroken(pageUrl('/ap-calculus-calculator', scores)),
      ),
      pageRuns,
    );
  });
});
