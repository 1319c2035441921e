// @vitest-environment jsdom
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { boundedNumber, expectNothingBroken, expectPageNotBroken, extremeNumber, pageRuns, pageUrl } from '../../test/properties.tsx';
import { compute } from './compute.ts';
import { finalExamWeightBounds, maximumComponents, percent } from './inputs.ts';

describe('the final grade never shows NaN, Infinity or undefined (properties)', () => {
  it('gives no result or a finite one for any weights and grades at all', () => {
    const component = fc.record({ name: fc.string({ maxLength: 5 }), weight: extremeNumber, currentGrade: extremeNumber });
    fc.assert(
      fc.property(fc.array(component, { maxLength: maximumComponents }), extremeNumber, extremeNumber, (components, desiredGrade, finalExamWeight) =>
        expectNothingBroken(compute({ components, desiredGrade, finalExamWeight })),
      ),
      { numRuns: 1000 },
    );
  });

  it('gives a finite required grade for the smallest final weight and any components within their bounds', () => {
    const component = fc.record({
      name: fc.constant('Work'),
      weight: fc.double({ ...percent, noNaN: true }),
      currentGrade: fc.double({ ...percent, noNaN: true }),
    });
    fc.assert(
      fc.property(fc.array(component, { maxLength: 5 }), fc.double({ ...percent, noNaN: true }), (components, desiredGrade) =>
        expectNothingBroken(compute({ components, desiredGrade, finalExamWeight: finalExamWeightBounds.min })),
      ),
      { numRuns: 1000 },
    );
  });

  it('shows nothing broken on the page for values at, inside and past the fields’ bounds', async () => {
    const component = fc.record({ name: fc.constantFrom('Homework', ''), weight: boundedNumber(percent), currentGrade: boundedNumber(percent) });
    await fc.assert(
      fc.asyncProperty(
        fc.array(component, { minLength: 1, maxLength: 4 }),
        boundedNumber(percent),
        boundedNumber(finalExamWeightBounds),
        async (components, desiredGrade, finalExamWeight) =>
          expectPageNotBroken(pageUrl('/final-grade-calculator', { components, desiredGrade, finalExamWeight })),
      ),
      pageRuns,
    );
  });
});
