// @vitest-environment jsdom
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boundedNumber, expectNothingBroken, expectPageNotBroken, extremeNumber, pageRuns, pageUrl } from '../../test/properties.tsx';
import { compute, maximumPercentage, percentageProblem } from './compute.ts';
import { modes, percentageBounds } from './inputs.ts';

const mode = fc.constantFrom(...modes);

describe('percentage never shows NaN, Infinity or undefined (properties)', () => {
  it('gives no result or a finite one for any numbers at all, and says why when the percentage is too large', () => {
    fc.assert(
      fc.property(extremeNumber, extremeNumber, mode, (value1, value2, chosen) => {
        const inputs = { value1, value2, mode: chosen };
        const result = compute(inputs);
        expectNothingBroken(result);
        if (result?.percentage != null) expect(Math.abs(result.percentage)).toBeLessThanOrEqual(maximumPercentage);
        expectNothingBroken(percentageProblem(inputs));
      }),
      { numRuns: 3000 },
    );
  });

  it('shows nothing broken on the page for values at, inside and past the fields’ bounds', async () => {
    await fc.assert(
      fc.asyncProperty(boundedNumber(percentageBounds.value1), boundedNumber(percentageBounds.value2), mode, async (value1, value2, chosen) => {
        await expectPageNotBroken(pageUrl('/percentage-calculator', { value1, value2, mode: chosen }));
      }),
      pageRuns,
    );
  });
});
