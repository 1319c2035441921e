// @vitest-environment jsdom
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { boundedNumber, expectNothingBroken, expectPageNotBroken, extremeNumber, pageRuns, pageUrl } from '../../test/properties.tsx';
import { compute, findProblem, smallestAngle, smallestSide } from './compute.ts';
import { angle, calculationTypes, side } from './inputs.ts';

const calculationType = fc.constantFrom(...calculationTypes);

describe('the triangle solver never shows NaN, Infinity or undefined (properties)', () => {
  it('gives no result, or a finite one, and a clean message, for any numbers at all', () => {
    fc.assert(
      fc.property(
        fc.record({ calculationType, side1: extremeNumber, side2: extremeNumber, side3: extremeNumber, angle1: extremeNumber, angle2: extremeNumber }),
        (inputs) => {
          expectNothingBroken(compute(inputs));
          expectNothingBroken(findProblem(inputs));
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('gives a finite result for any sides and angles within the fields’ bounds', () => {
    const anySide = fc.oneof(fc.constantFrom(smallestSide, side.max), fc.double({ min: smallestSide, max: side.max, noNaN: true }));
    const anyAngle = fc.oneof(fc.constantFrom(smallestAngle), fc.double({ min: smallestAngle, max: angle.max, noNaN: true }));
    fc.assert(
      fc.property(fc.record({ calculationType, side1: anySide, side2: anySide, side3: anySide, angle1: anyAngle, angle2: anyAngle }), (inputs) =>
        expectNothingBroken(compute(inputs)),
      ),
      { numRuns: 3000 },
    );
  });

  it('shows nothing broken on the page for values at, inside and past the fields’ bounds', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          calculationType,
          side1: boundedNumber(side),
          side2: boundedNumber(side),
          side3: boundedNumber(side),
          angle1: boundedNumber(angle),
          angle2: boundedNumber(angle),
        }),
        async (values) => expectPageNotBroken(pageUrl('/triangle-calculator', values)),
      ),
      pageRuns,
    );
  });
});
