/**
 * Maths invariants of the triangle solver, over random triangles: the angles sum to 180°, each case
 * solved from a triangle's own parts gives that triangle back, the area agrees with Heron's formula,
 * and scaling the sides by k keeps the angles and scales the area by k².
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compute, type Inputs, type Triangle } from './compute.ts';

/** A triangle from two angles of at least 10° each and a side: no sliver whose angles the rounding swamps. */
const triangle = fc
  .record({ A: fc.integer({ min: 1000, max: 16000 }), B: fc.integer({ min: 1000, max: 16000 }), c: fc.double({ min: 1, max: 1000, noNaN: true }) })
  .filter(({ A, B }) => A + B <= 17000)
  .map(({ A, B, c }) => ({ A: A / 100, B: B / 100, c }));

const unused = { side1: 0, side2: 0, side3: 0, angle1: 0, angle2: 0 };

function solved(inputs: Inputs): Triangle {
  const result = compute(inputs);
  if (result === null) throw new Error(`${JSON.stringify(inputs)} is a triangle`);
  return result;
}

function fromAngles({ A, B, c }: { A: number; B: number; c: number }): Triangle {
  return solved({ ...unused, calculationType: 'ASA', angle1: A, angle2: B, side1: c });
}

/** Within the rounding of sides (6 decimals) and the float noise of the laws of sines and cosines. */
function expectSameLength(actual: number, expected: number): void {
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(1e-5 + 1e-9 * expected);
}

describe('triangle solver (properties)', () => {
  it('gives angles that sum to 180°, and a perimeter that is the sum of the sides', () => {
    fc.assert(
      fc.property(triangle, (given) => {
        const { angles, sides, perimeter } = fromAngles(given);
        // Each angle is rounded to 2 decimals.
        expect(Math.abs(angles.A + angles.B + angles.C - 180)).toBeLessThanOrEqual(0.015 + 1e-9);
        expectSameLength(perimeter, sides.a + sides.b + sides.c);
      }),
    );
  });

  it('gives the triangle back from its three sides (SSS), two sides and the angle between (SAS), or two angles and a side opposite (AAS)', () => {
    fc.assert(
      fc.property(triangle, (given) => {
        const { sides, angles } = fromAngles(given);
        const { a, b, c } = sides;
        const fromSides = solved({ ...unused, calculationType: 'SSS', side1: a, side2: b, side3: c });
        expect(Math.abs(fromSides.angles.A - given.A)).toBeLessThanOrEqual(0.01);
        expect(Math.abs(fromSides.angles.B - given.B)).toBeLessThanOrEqual(0.01);
        const fromSas = solved({ ...unused, calculationType: 'SAS', side1: a, side2: b, angle1: 180 - given.A - given.B });
        expectSameLength(fromSas.sides.c, c);
        const fromAas = solved({ ...unused, calculationType: 'AAS', angle1: given.A, angle2: given.B, side1: a });
        expectSameLength(fromAas.sides.b, b);
        expectSameLength(fromAas.sides.c, c);
        expect(angles.C).toBe(fromAas.angles.C);
      }),
    );
  });

  it('finds among the SSA solutions the triangle the sides a, b and angle A came from', () => {
    fc.assert(
      fc.property(triangle, (given) => {
        const { a, b, c } = fromAngles(given).sides;
        const result = compute({ ...unused, calculationType: 'SSA', side1: a, side2: b, angle1: given.A });
        if (result === null) throw new Error('a triangle’s own a, b and A have a solution');
        const candidates = [result, ...(result.second ? [result.second] : [])];
        expect(candidates.some((candidate) => Math.abs(candidate.sides.c - c) <= 1e-4 * Math.max(1, c))).toBe(true);
        for (const candidate of candidates)
          expect(Math.abs(candidate.angles.A + candidate.angles.B + candidate.angles.C - 180)).toBeLessThanOrEqual(0.015 + 1e-9);
      }),
    );
  });

  it('gives the area Heron’s formula gives from the sides', () => {
    fc.assert(
      fc.property(triangle, (given) => {
        const { sides, area } = fromAngles(given);
        const { a, b, c } = sides;
        const s = (a + b + c) / 2;
        const heron = Math.sqrt(s * (s - a) * (s - b) * (s - c));
        expect(Math.abs(area - heron)).toBeLessThanOrEqual(1e-6 * Math.max(1, heron) + 1e-5 * (a + b + c));
      }),
    );
  });

  it('keeps the angles and scales the area by k² when every side is scaled by k', () => {
    fc.assert(
      fc.property(triangle, fc.integer({ min: 2, max: 100 }), (given, k) => {
        const { a, b, c } = fromAngles(given).sides;
        const small = solved({ ...unused, calculationType: 'SSS', side1: a, side2: b, side3: c });
        const large = solved({ ...unused, calculationType: 'SSS', side1: a * k, side2: b * k, side3: c * k });
        // Angles are rounded to 2 decimals from values equal up to float noise.
        for (const name of ['A', 'B', 'C'] as const) expect(Math.abs(large.angles[name] - small.angles[name])).toBeLessThanOrEqual(0.01 + 1e-9);
        expect(Math.abs(large.area - k * k * small.area)).toBeLessThanOrEqual(k * k * 1e-6 + 1e-9 * large.area);
      }),
    );
  });
});
