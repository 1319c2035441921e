// @vitest-environment jsdom
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { boundedNumber, expectNothingBroken, expectPageNotBroken, extremeNumber, pageRuns, pageUrl } from '../../test/properties.tsx';
import { compute } from './compute.ts';
import { lengthUnits, tvHeightBounds } from './inputs.ts';

const unit = fc.constantFrom(...lengthUnits);

describe('TV height never shows NaN, Infinity or undefined (properties)', () => {
  it('gives no result or a finite one for any numbers at all', () => {
    fc.assert(
      fc.property(extremeNumber, unit, extremeNumber, unit, extremeNumber, (tvSize, tvUnit, eyeHeight, eyeUnit, viewingAngle) => {
        expectNothingBroken(compute({ tvSize, tvUnit, eyeHeight, eyeUnit, viewingAngle }));
      }),
      { numRuns: 2000 },
    );
  });

  it('shows nothing broken on the page for values at, inside and past the fields’ bounds', async () => {
    await fc.assert(
      fc.asyncProperty(
        boundedNumber(tvHeightBounds.tvSize),
        unit,
        boundedNumber(tvHeightBounds.eyeHeight),
        boundedNumber(tvHeightBounds.viewingAngle),
        async (tvSize, tvUnit, eyeHeight, viewingAngle) => {
          await expectPageNotBroken(pageUrl('/tv-height-calculator', { tvSize, tvUnit, eyeHeight, eyeUnit: 'cm', viewingAngle }));
        },
      ),
      pageRuns,
    );
  });
});
