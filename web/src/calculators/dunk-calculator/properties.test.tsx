// @vitest-environment jsdom
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { boundedNumber, expectNothingBroken, expectPageNotBroken, extremeNumber, pageRuns, pageUrl } from '../../test/properties.tsx';
import { compute } from './compute.ts';
import { dunkBounds, lengthUnits, massUnits } from './inputs.ts';

const lengthUnit = fc.constantFrom(...lengthUnits);
const units = { heightUnit: lengthUnit, reachUnit: lengthUnit, leapUnit: lengthUnit, massUnit: fc.constantFrom(...massUnits) };
const fields = Object.keys(dunkBounds) as (keyof typeof dunkBounds)[];

describe('the dunk calculator never shows NaN, Infinity or undefined (properties)', () => {
  it('gives no result or a finite one for any numbers at all', () => {
    const numbers = Object.fromEntries(fields.map((field) => [field, extremeNumber])) as Record<(typeof fields)[number], fc.Arbitrary<number>>;
    fc.assert(
      fc.property(fc.record({ ...numbers, ...units }), (inputs) => expectNothingBroken(compute(inputs))),
      { numRuns: 3000 },
    );
  });

  it('gives a finite result anywhere within the fields’ bounds', () => {
    const numbers = Object.fromEntries(fields.map((field) => [field, fc.double({ ...dunkBounds[field], noNaN: true })])) as Record<
      (typeof fields)[number],
      fc.Arbitrary<number>
    >;
    fc.assert(
      fc.property(fc.record({ ...numbers, ...units }), (inputs) => expectNothingBroken(compute(inputs))),
      { numRuns: 2000 },
    );
  });

  it('shows nothing broken on the page for values at, inside and past the fields’ bounds', async () => {
    const numbers = Object.fromEntries(fields.map((field) => [field, boundedNumber(dunkBounds[field])])) as Record<
      (typeof fields)[number],
      fc.Arbitrary<number>
    >;
    await fc.assert(
      fc.asyncProperty(fc.record(numbers), async (values) => {
        await expectPageNotBroken(pageUrl('/dunk-calculator', { hoopType: 'custom', ...values }));
      }),
      pageRuns,
    );
  });
});
