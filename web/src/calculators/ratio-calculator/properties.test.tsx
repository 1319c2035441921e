// @vitest-environment jsdom
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { boundedNumber, expectNothingBroken, expectPageNotBroken, extremeNumber, pageRuns, pageUrl } from '../../test/properties.tsx';
import { compute } from './compute.ts';
import { valueBounds } from './inputs.ts';

describe('the ratio never shows NaN, Infinity or undefined (properties)', () => {
  it('gives no result or a finite one for any numbers at all', () => {
    fc.assert(
      fc.property(extremeNumber, extremeNumber, fc.boolean(), (value1, value2, simplify) => expectNothingBroken(compute({ value1, value2, simplify }))),
      { numRuns: 3000 },
    );
  });

  it('shows nothing broken on the page for values at, inside and past the fields’ bounds', async () => {
    await fc.assert(
      fc.asyncProperty(boundedNumber(valueBounds), boundedNumber(valueBounds), fc.boolean(), async (value1, value2, simplify) =>
        expectPageNotBroken(pageUrl('/ratio-calculator', { value1, value2, simplify })),
      ),
      pageRuns,
    );
  });
});
