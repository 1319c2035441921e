/**
 * Maths invariants of field capacity, over random implements and plots: a plot or an implement
 * described in another unit is the same plot or implement, overlap only costs capacity, and the
 * time to cover a plot is its area over the rate.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compute, type Inputs } from './compute.ts';
import { areaUnits, speedUnits, widthUnits, type AreaUnit, type SpeedUnit, type WidthUnit } from './inputs.ts';

/** The exact conversion factors, written out here so that a wrong factor in compute fails. */
const feetPer: Record<WidthUnit, number> = { ft: 1, m: 1 / 0.3048, in: 1 / 12 };
const mphPer: Record<SpeedUnit, number> = { mph: 1, kmh: 1 / 1.609344, fpm: 1 / 88 };
const acresPer: Record<AreaUnit, number> = { acres: 1, hectares: 10_000 / 4046.8564224, sqft: 1 / 43560, sqm: 1 / 4046.8564224 };

// Sizes that stay within the fields' bounds in every unit.
const job = fc.record<Inputs>({
  toolWidth: fc.double({ min: 2, max: 100, noNaN: true }),
  widthUnit: fc.constantFrom(...widthUnits),
  speed: fc.double({ min: 10, max: 100, noNaN: true }),
  speedUnit: fc.constantFrom(...speedUnits),
  plotArea: fc.double({ min: 1, max: 10_000, noNaN: true }),
  areaUnit: fc.constant('acres' as const),
  overlap: fc.double({ min: 0, max: 50, noNaN: true }),
});

function minutesOf(inputs: Inputs): number {
  const result = compute(inputs);
  if (result === null) throw new Error('a job within the bounds has a completion time');
  return result.completionTime.hours * 60 + result.completionTime.minutes;
}

describe('units are only other names for the same field (properties)', () => {
  it('takes the same time for a plot given in acres, hectares, square feet or square metres', () => {
    fc.assert(
      fc.property(job, fc.constantFrom(...areaUnits), (inputs, unit) => {
        const inOtherUnit = { ...inputs, plotArea: inputs.plotArea / acresPer[unit], areaUnit: unit };
        // Each time is rounded to the nearest minute from values equal up to float noise.
        expect(Math.abs(minutesOf(inOtherUnit) - minutesOf(inputs))).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('covers the same acres per hour with the width and speed given in any unit', () => {
    fc.assert(
      fc.property(job, fc.constantFrom(...widthUnits), fc.constantFrom(...speedUnits), (inputs, widthUnit, speedUnit) => {
        const feet = inputs.toolWidth * feetPer[inputs.widthUnit];
        const mph = inputs.speed * mphPer[inputs.speedUnit];
        const converted = { ...inputs, toolWidth: feet / feetPer[widthUnit], widthUnit, speed: mph / mphPer[speedUnit], speedUnit };
        expect(compute(converted)!.areaPerHour).toBeCloseTo(compute(inputs)!.areaPerHour, 1);
      }),
    );
  });

  it('gives the rate in the plot’s unit as the acres rate converted back: rate in unit × acres per unit = acres rate', () => {
    fc.assert(
      fc.property(job, fc.constantFrom(...areaUnits), (inputs, areaUnit) => {
        const result = compute({ ...inputs, areaUnit })!;
        // inUnits.areaPerHour is rounded to 2 decimals in the plot's unit.
        expect(Math.abs(result.inUnits.areaPerHour * acresPer[areaUnit] - result.areaPerHour)).toBeLessThanOrEqual(0.005 * acresPer[areaUnit] + 0.005 + 1e-9);
      }),
    );
  });
});

describe('field capacity (properties)', () => {
  it('never rises with more overlap, and loses exactly the overlap’s share of the no-overlap rate', () => {
    fc.assert(
      fc.property(job, fc.double({ min: 0, max: 50, noNaN: true }), (inputs, otherOverlap) => {
        const [less, more] = [inputs.overlap, otherOverlap].sort((a, b) => a - b) as [number, number];
        const withLess = compute({ ...inputs, overlap: less })!;
        const withMore = compute({ ...inputs, overlap: more })!;
        expect(withMore.areaPerHour).toBeLessThanOrEqual(withLess.areaPerHour);
        expect(minutesOf({ ...inputs, overlap: more })).toBeGreaterThanOrEqual(minutesOf({ ...inputs, overlap: less }));
        expect(Math.abs(withMore.efficiencyLoss - more)).toBeLessThanOrEqual(0.05 + 1e-9);
        expect(withMore.theoreticalMax).toBe(withLess.theoreticalMax);
      }),
    );
  });

  it('takes the plot’s area over the rate: time × acres per hour = acres, and half the time at twice the speed', () => {
    fc.assert(
      fc.property(job, (inputs) => {
        const minutes = minutesOf(inputs);
        const exactRate = (inputs.toolWidth * feetPer[inputs.widthUnit] * (1 - inputs.overlap / 100) * inputs.speed * mphPer[inputs.speedUnit]) / 8.25;
        expect(Math.abs((minutes / 60) * exactRate - inputs.plotArea)).toBeLessThanOrEqual((0.5 / 60) * exactRate + 1e-9);
        const twiceAsFast = minutesOf({ ...inputs, speed: inputs.speed * 2 });
        expect(Math.abs(2 * twiceAsFast - minutes)).toBeLessThanOrEqual(1);
      }),
    );
  });
});
