// @vitest-environment jsdom
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { boundedNumber, expectNothingBroken, expectPageNotBroken, extremeNumber, pageRuns, pageUrl } from '../../test/properties.tsx';
import { compute } from './compute.ts';
import { amountUnits, doseBases, peptideBounds, waterUnits, weightUnits } from './inputs.ts';

const amountUnit = fc.constantFrom(...amountUnits);
const waterUnit = fc.constantFrom(...waterUnits);
const weightUnit = fc.constantFrom(...weightUnits);
const doseBasis = fc.constantFrom(...doseBases);

describe('peptide never shows NaN, Infinity or undefined (properties)', () => {
  it('gives no result or a finite one for any numbers at all', () => {
    fc.assert(
      fc.property(
        fc.record({
          vialCapacity: extremeNumber,
          vialUnit: amountUnit,
          waterAmount: extremeNumber,
          waterUnit,
          desiredDose: extremeNumber,
          doseUnit: amountUnit,
          doseBasis,
          bodyWeight: fc.option(extremeNumber, { nil: undefined }),
          weightUnit,
        }),
        (inputs) => expectNothingBroken(compute(inputs)),
      ),
      { numRuns: 3000 },
    );
  });

  it('gives a finite result anywhere within the fields’ bounds, at their edges included', () => {
    fc.assert(
      fc.property(
        fc.record({
          vialCapacity: fc.oneof(fc.constantFrom(peptideBounds.vialCapacity.min ?? 0), fc.double({ ...peptideBounds.vialCapacity, noNaN: true })),
          vialUnit: amountUnit,
          waterAmount: fc.oneof(fc.constantFrom(peptideBounds.waterAmount.max), fc.double({ ...peptideBounds.waterAmount, noNaN: true })),
          waterUnit,
          desiredDose: fc.oneof(fc.constantFrom(peptideBounds.desiredDose.max ?? 0, 5e-324), fc.double({ min: 5e-324, max: 1e6, noNaN: true })),
          doseUnit: amountUnit,
          doseBasis,
          bodyWeight: fc.double({ ...peptideBounds.bodyWeight, noNaN: true }),
          weightUnit,
        }),
        (inputs) => expectNothingBroken(compute(inputs)),
      ),
      { numRuns: 2000 },
    );
  });

  it('shows nothing broken on the page for values at, inside and past the fields’ bounds', async () => {
    await fc.assert(
      fc.asyncProperty(
        boundedNumber(peptideBounds.vialCapacity),
        amountUnit,
        boundedNumber(peptideBounds.waterAmount),
        boundedNumber(peptideBounds.desiredDose),
        boundedNumber(peptideBounds.bodyWeight),
        doseBasis,
        async (vialCapacity, vialUnit, waterAmount, desiredDose, bodyWeight, basis) => {
          await expectPageNotBroken(
            pageUrl('/peptide-calculator', { vialCapacity, vialUnit, waterAmount, desiredDose, doseUnit: 'mg', doseBasis: basis, bodyWeight }),
          );
        },
      ),
      pageRuns,
    );
  });
});
