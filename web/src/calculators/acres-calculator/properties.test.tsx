// @vitest-environment jsdom
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { boundedNumber, expectNothingBroken, expectPageNotBroken, extremeNumber, pageRuns, pageUrl } from '../../test/properties.tsx';
import { compute } from './compute.ts';
import { acresBounds, areaUnits, speedUnits, widthUnits } from './inputs.ts';

const units = { widthUnit: fc.constantFrom(...widthUnits), speedUnit: fc.constantFrom(...speedUnits), areaUnit: fc.constantFrom(...areaUnits) };

describe('acres per hour never shows NaN, Infinity or undefined (properties)', () => {
  it('gives no result or a finite one for any numbers at all', () => {
    fc.assert(
      fc.property(fc.record({ toolWidth: extremeNumber, speed: extremeNumber, plotArea: extremeNumber, overlap: extremeNumber, ...units }), (inputs) =>
        expectNothingBroken(compute(inputs)),
      ),
      { numRuns: 3000 },
    );
  });

  it('gives a finite result at the fields’ extremes: the narrowest, slowest pass over the largest plot', () => {
    fc.assert(
      fc.property(
        fc.record({
          toolWidth: fc.oneof(fc.constant(acresBounds.toolWidth.min ?? 0), fc.double({ ...acresBounds.toolWidth, noNaN: true })),
          speed: fc.oneof(fc.constant(acresBounds.speed.min ?? 0), fc.double({ ...acresBounds.speed, noNaN: true })),
          plotArea: fc.oneof(fc.constant(acresBounds.plotArea.max ?? 0), fc.double({ min: 5e-324, max: acresBounds.plotArea.max, noNaN: true })),
          overlap: fc.oneof(fc.constant(acresBounds.overlap.max), fc.double({ ...acresBounds.overlap, noNaN: true })),
          ...units,
        }),
        (inputs) => expectNothingBroken(compute(inputs)),
      ),
      { numRuns: 2000 },
    );
  });

  it('shows nothing broken on the page for values at, inside and past the fields’ bounds', async () => {
    await fc.assert(
      fc.asyncProperty(
        boundedNumber(acresBounds.toolWidth),
        boundedNumber(acresBounds.speed),
        boundedNumber(acresBounds.plotArea),
        boundedNumber(acresBounds.overlap),
        units.widthUnit,
        async (toolWidth, speed, plotArea, overlap, widthUnit) => {
          await expectPageNotBroken(pageUrl('/acres-calculator', { toolWidth, widthUnit, speed, speedUnit: 'fpm', plotArea, areaUnit: 'hectares', overlap }));
        },
      ),
      pageRuns,
    );
  });
});
