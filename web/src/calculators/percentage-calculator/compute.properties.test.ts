/**
 * Maths invariants of the percentage modes, over random values: each mode undoes another, and the
 * difference depends on the two values alone, not their order or scale.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compute } from './compute.ts';

/** A percentage as a visitor types one: up to 2 decimals. */
const percentage = fc.integer({ min: -100_000, max: 100_000 }).map((hundredths) => hundredths / 100);
const whole = fc.integer({ min: -1_000_000, max: 1_000_000 }).filter((value) => value !== 0);
const value = fc.double({ min: -1e6, max: 1e6, noNaN: true });

describe('percentage modes undo each other (properties)', () => {
  it('X% of Y is an amount A of which Y is the whole: A is X% of Y again', () => {
    fc.assert(
      fc.property(percentage, whole, (x, y) => {
        const amount = compute({ value1: x, value2: y, mode: 'of' })?.amount;
        if (amount === undefined) throw new Error('X% of Y has an amount');
        if (amount === 0) return;
        expect(Math.abs((compute({ value1: amount, value2: y, mode: 'what-percent' })?.percentage ?? Number.NaN) - x)).toBeLessThan(1e-9);
      }),
    );
  });

  it('a change of p% from V1 reaches V2: V1 + |V1| × p / 100 = V2, within the rounding of p', () => {
    fc.assert(
      fc.property(
        value.filter((v) => v !== 0),
        value,
        (value1, value2) => {
          const result = compute({ value1, value2, mode: 'change' });
          if (result?.percentage == null) return;
          const reached = value1 + (Math.abs(value1) * result.percentage) / 100;
          // p is rounded to 2 decimals: half a hundredth of a percent of |V1|, plus float noise.
          expect(Math.abs(reached - value2)).toBeLessThanOrEqual((0.005 / 100) * Math.abs(value1) + 1e-9 * (Math.abs(value1) + Math.abs(value2)));
          expect(Math.sign(result.percentage) === 0 || Math.sign(result.percentage) === Math.sign(value2 - value1)).toBe(true);
        },
      ),
    );
  });
});

describe('percentage difference (properties)', () => {
  it('is the same in either order, never negative, and |V1 − V2| is the absolute difference', () => {
    fc.assert(
      fc.property(value, value, (value1, value2) => {
        const forward = compute({ value1, value2, mode: 'difference' });
        const backward = compute({ value1: value2, value2: value1, mode: 'difference' });
        expect(backward).toEqual(forward === null ? null : { ...forward, formula: backward?.formula });
        if (forward === null) return;
        expect(forward.percentage).toBeGreaterThanOrEqual(0);
        expect(forward.absoluteDifference).toBeCloseTo(Math.abs(value1 - value2), 6);
      }),
    );
  });

  it('does not change when both values are scaled by the same factor', () => {
    fc.assert(
      fc.property(whole, whole, fc.integer({ min: 2, max: 1000 }), (value1, value2, factor) => {
        const plain = compute({ value1, value2, mode: 'difference' })?.percentage ?? Number.NaN;
        const scaled = compute({ value1: value1 * factor, value2: value2 * factor, mode: 'difference' })?.percentage ?? Number.NaN;
        // Both are rounded to 2 decimals from values equal up to float noise: at most one step apart.
        expect(Math.abs(scaled - plain)).toBeLessThanOrEqual(0.01 + 1e-9);
      }),
    );
  });
});
