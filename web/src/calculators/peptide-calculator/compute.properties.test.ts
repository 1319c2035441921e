/**
 * Maths invariants of the dose volume, over random vials and doses: the volume drawn holds the dose,
 * the same amount written in another unit draws the same volume, and the volume is proportional
 * to the dose and to the water.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compute, type Inputs } from './compute.ts';

/** 1 mg = 1000 mcg; 1 lb = 0.45359237 kg exactly. */
const microgramsPerMilligram = 1000;
const poundsPerKilogram = 1 / 0.45359237;

const vial = fc.record<Inputs>({
  vialCapacity: fc.double({ min: 1, max: 100, noNaN: true }),
  vialUnit: fc.constant('mg' as const),
  waterAmount: fc.double({ min: 0.5, max: 10, noNaN: true }),
  waterUnit: fc.constantFrom('ml' as const, 'cc' as const),
  desiredDose: fc.double({ min: 0.1, max: 10, noNaN: true }),
  doseUnit: fc.constant('mg' as const),
  doseBasis: fc.constant('total' as const),
  weightUnit: fc.constant('kg' as const),
});

function resultOf(inputs: Inputs) {
  const result = compute(inputs);
  if (result === null) throw new Error('a vial and a dose within the bounds have a volume');
  return result;
}

describe('dose volume (properties)', () => {
  it('draws a volume that holds the dose: volume × concentration = dose', () => {
    fc.assert(
      fc.property(vial, (inputs) => {
        const exactConcentration = inputs.vialCapacity / inputs.waterAmount;
        // The volume is rounded to 3 decimals.
        expect(Math.abs(resultOf(inputs).syringeVolume * exactConcentration - inputs.desiredDose)).toBeLessThanOrEqual(0.0005 * exactConcentration + 1e-9);
        expect(Math.abs(resultOf(inputs).insulinUnits - resultOf(inputs).syringeVolume * 100)).toBeLessThanOrEqual(0.05 + 0.05 + 1e-9);
      }),
    );
  });

  it('draws the same volume for the vial and the dose written in mcg instead of mg', () => {
    fc.assert(
      fc.property(vial, (inputs) => {
        const inMicrograms = {
          ...inputs,
          vialCapacity: inputs.vialCapacity * microgramsPerMilligram,
          vialUnit: 'mcg' as const,
          desiredDose: inputs.desiredDose * microgramsPerMilligram,
          doseUnit: 'mcg' as const,
        };
        expect(resultOf(inMicrograms).syringeVolume).toBeCloseTo(resultOf(inputs).syringeVolume, 3);
        expect(resultOf(inMicrograms).concentration).toBeCloseTo(resultOf(inputs).concentration, 2);
      }),
    );
  });

  it('draws twice the volume for twice the dose, and for the same vial in twice the water', () => {
    fc.assert(
      fc.property(vial, (inputs) => {
        const once = resultOf(inputs).syringeVolume;
        expect(Math.abs(resultOf({ ...inputs, desiredDose: inputs.desiredDose * 2 }).syringeVolume - 2 * once)).toBeLessThanOrEqual(0.0015 + 1e-9);
        expect(Math.abs(resultOf({ ...inputs, waterAmount: inputs.waterAmount * 2 }).syringeVolume - 2 * once)).toBeLessThanOrEqual(0.0015 + 1e-9);
      }),
    );
  });

  it('gives a dose per kg the same total for a body weight in kg or in pounds, and the volume of that total', () => {
    fc.assert(
      fc.property(vial, fc.double({ min: 20, max: 200, noNaN: true }), (inputs, kilograms) => {
        const perKg = { ...inputs, desiredDose: inputs.desiredDose / 100, doseBasis: 'per-kg' as const };
        const inKilograms = resultOf({ ...perKg, bodyWeight: kilograms, weightUnit: 'kg' });
        const inPounds = resultOf({ ...perKg, bodyWeight: kilograms * poundsPerKilogram, weightUnit: 'lbs' });
        expect(inPounds.totalAmount).toBeCloseTo(inKilograms.totalAmount!, 9);
        expect(inKilograms.totalAmount).toBeCloseTo(perKg.desiredDose * kilograms, 9);
        const asTotal = resultOf({ ...inputs, desiredDose: inKilograms.totalAmount! });
        expect(inKilograms.syringeVolume).toBe(asTotal.syringeVolume);
      }),
    );
  });
});
