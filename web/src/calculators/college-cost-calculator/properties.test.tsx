// @vitest-environment jsdom
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { boundedNumber, expectNothingBroken, expectPageNotBroken, extremeNumber, pageRuns, pageUrl } from '../../test/properties.tsx';
import { compute, costCategories } from './compute.ts';
import { collegeCostInputs, livingArrangements, schoolTypes } from './inputs.ts';

const choices = { schoolType: fc.constantFrom(...schoolTypes), livingArrangement: fc.constantFrom(...livingArrangements) };
const numberFields = [...costCategories, 'degreeLength', 'inflationRate'] as const;

describe('college cost never shows NaN, Infinity or undefined (properties)', () => {
  it('gives no result or a finite one for any numbers at all', () => {
    const numbers = Object.fromEntries(numberFields.map((field) => [field, extremeNumber])) as Record<(typeof numberFields)[number], fc.Arbitrary<number>>;
    fc.assert(
      fc.property(fc.record({ ...numbers, degreeLength: fc.oneof(extremeNumber, fc.double({ min: 1, max: 8, noNaN: true })), ...choices }), (inputs) =>
        expectNothingBroken(compute(inputs)),
      ),
      { numRuns: 3000 },
    );
  });

  it('shows nothing broken on the page for values at, inside and past the fields’ bounds', async () => {
    const numbers = Object.fromEntries(numberFields.map((field) => [field, boundedNumber(collegeCostInputs.bounds[field])])) as Record<
      (typeof numberFields)[number],
      fc.Arbitrary<number>
    >;
    await fc.assert(
      fc.asyncProperty(fc.record({ ...numbers, ...choices }), async (values) => expectPageNotBroken(pageUrl('/college-cost-calculator', values))),
      pageRuns,
    );
  });
});
