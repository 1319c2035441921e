/**
 * Maths invariants of the dunk, over random athletes: lengths in any unit describe the same jump,
 * the leap still needed is the required leap less the leap, a higher reach never needs more, and
 * the physics of a leap h agree with each other (v² = 2gh, t = 2v/g, E = mgh).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compute, type Inputs } from './compute.ts';
import { lengthUnits, type LengthUnit } from './inputs.ts';

/** Metres per unit (the international foot and inch). */
const metresPer: Record<LengthUnit, number> = { m: 1, cm: 0.01, ft: 0.3048, in: 0.0254 };

const athlete = fc.record<Inputs>({
  hoopHeight: fc.double({ min: 2.4, max: 3.2, noNaN: true }),
  heightUnit: fc.constant('m' as const),
  bodyMass: fc.double({ min: 40, max: 130, noNaN: true }),
  massUnit: fc.constant('kg' as const),
  standingReach: fc.double({ min: 1.8, max: 2.8, noNaN: true }),
  reachUnit: fc.constant('m' as const),
  minVerticalLeap: fc.double({ min: 0.1, max: 1.2, noNaN: true }),
  leapUnit: fc.constant('m' as const),
  hangTime: fc.constant(0),
  jumpingEnergy: fc.constant(0),
  initialJumpingSpeed: fc.constant(0),
  gravitationalAcceleration: fc.constantFrom(9.81, 9.80665, 1.62, 3.71),
  palmSize: fc.constant(0),
});

function resultOf(inputs: Inputs) {
  const result = compute(inputs);
  if (result === null) throw new Error('an athlete within the bounds has a result');
  return result;
}

describe('the dunk (properties)', () => {
  it('is the same jump with every length given in cm, ft or in', () => {
    fc.assert(
      fc.property(athlete, fc.constantFrom(...lengthUnits), (inputs, unit) => {
        const converted = {
          ...inputs,
          hoopHeight: inputs.hoopHeight / metresPer[unit],
          heightUnit: unit,
          standingReach: inputs.standingReach / metresPer[unit],
          reachUnit: unit,
          minVerticalLeap: inputs.minVerticalLeap / metresPer[unit],
          leapUnit: unit,
        };
        const metric = resultOf(inputs);
        const other = resultOf(converted);
        expect(other.requiredVerticalLeap).toBeCloseTo(metric.requiredVerticalLeap, 6);
        expect(other.heightDifference).toBeCloseTo(metric.heightDifference, 6);
        expect(Math.abs(other.inLeapUnit.requiredVerticalLeap * metresPer[unit] * 100 - metric.requiredVerticalLeap)).toBeLessThanOrEqual(
          0.1 * metresPer[unit] * 100 + 0.05,
        );
      }),
    );
  });

  it('needs the rim height less the reach, less the leap, and dunks exactly when nothing more is needed', () => {
    fc.assert(
      fc.property(athlete, (inputs) => {
        const result = resultOf(inputs);
        const required = Math.max(0, inputs.hoopHeight - inputs.standingReach) * 100;
        expect(Math.abs(result.requiredVerticalLeap - required)).toBeLessThanOrEqual(0.05 + 1e-9);
        expect(Math.abs(result.heightDifference - (required - inputs.minVerticalLeap * 100))).toBeLessThanOrEqual(0.05 + 1e-9);
        expect(result.canDunk).toBe(required - inputs.minVerticalLeap * 100 <= 1e-7);
      }),
    );
  });

  it('never needs more leap with a longer reach, and a longer leap only closes the gap', () => {
    fc.assert(
      fc.property(athlete, fc.double({ min: 0, max: 0.5, noNaN: true }), (inputs, extra) => {
        const base = resultOf(inputs);
        expect(resultOf({ ...inputs, standingReach: inputs.standingReach + extra }).requiredVerticalLeap).toBeLessThanOrEqual(base.requiredVerticalLeap);
        expect(resultOf({ ...inputs, minVerticalLeap: inputs.minVerticalLeap + extra }).heightDifference).toBeLessThanOrEqual(base.heightDifference);
      }),
    );
  });

  it('gives a leap’s physics that agree: take-off speed² = 2gh, hang time = 2v/g, energy = mgh', () => {
    fc.assert(
      fc.property(athlete, (inputs) => {
        const g = inputs.gravitationalAcceleration;
        const h = inputs.minVerticalLeap;
        const { takeoffSpeed, hangTime, jumpEnergy } = resultOf(inputs).physicsAnalysis;
        expect(Math.abs(takeoffSpeed - Math.sqrt(2 * g * h))).toBeLessThanOrEqual(0.005 + 1e-9);
        expect(Math.abs(hangTime - (2 * Math.sqrt(2 * g * h)) / g)).toBeLessThanOrEqual(0.005 + 1e-9);
        expect(Math.abs(jumpEnergy - inputs.bodyMass * g * h)).toBeLessThanOrEqual(0.5 + 1e-9);
      }),
    );
  });

  it('finds a measured hang time, take-off speed or energy consistent with the leap they imply', () => {
    fc.assert(
      fc.property(athlete, (inputs) => {
        const g = inputs.gravitationalAcceleration;
        const speed = Math.sqrt(2 * g * inputs.minVerticalLeap);
        const measured = { ...inputs, hangTime: (2 * speed) / g, initialJumpingSpeed: speed, jumpingEnergy: inputs.bodyMass * g * inputs.minVerticalLeap };
        const { checks, consistent } = resultOf(measured).physicsAnalysis;
        expect(checks).toHaveLength(3);
        for (const check of checks) expect(Math.abs(check.impliedLeap - inputs.minVerticalLeap * 100)).toBeLessThanOrEqual(0.05 + 1e-6);
        expect(consistent).toBe(true);
      }),
    );
  });
});
