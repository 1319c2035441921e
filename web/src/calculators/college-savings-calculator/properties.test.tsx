// @vitest-environment jsdom
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { boundedNumber, expectNothingBroken, expectPageNotBroken, extremeNumber, pageRuns, pageUrl } from '../../test/properties.tsx';
import { compute } from './compute.ts';
import { collegeSavingsInputs } from './inputs.ts';

const fields = Object.keys(collegeSavingsInputs.bounds) as (keyof typeof collegeSavingsInputs.bounds)[];

describe('college savings never show NaN, Infinity or undefined (properties)', () => {
  it('gives no result or a finite one for any numbers at all, a vanishing return included', () => {
    const numbers = Object.fromEntries(fields.map((field) => [field, extremeNumber])) as Record<(typeof fields)[number], fc.Arbitrary<number>>;
    fc.assert(
      fc.property(fc.record({ ...numbers, expectedReturn: fc.oneof(extremeNumber, fc.double({ min: 0, max: 1e-9, noNaN: true })) }), (inputs) =>
        expectNothingBroken(compute(inputs)),
      ),
      { numRuns: 3000 },
    );
  });

  it('shows nothing broken on the page for values at, inside and past the fields’ bounds', async () => {
    const numbers = Object.fromEntries(fields.map((field) => [field, boundedNumber(collegeSavingsInputs.bounds[field])])) as Record<
      (typeof fields)[number],
      fc.Arbitrary<number>
    >;
    await fc.assert(
      fc.asyncProperty(fc.record(numbers), async (values) => expectPageNotBroken(pageUrl('/college-savings-calculator', values))),
      pageRuns,
    );
  });
});
