/**
 * Maths invariants of ratios, over random values: a simplified ratio is the same ratio in lowest
 * terms, scaling both values leaves it unchanged, and the decimal and percentage are its quotient.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compute } from './compute.ts';

const term = fc.integer({ min: -1_000_000, max: 1_000_000 });
const nonZero = term.filter((value) => value !== 0);

function gcd(a: bigint, b: bigint): bigint {
  let [x, y] = [a < 0n ? -a : a, b < 0n ? -b : b];
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

function simplifiedOf(value1: number, value2: number): [bigint, bigint] {
  const simplified = compute({ value1, value2, simplify: true })?.simplified;
  if (simplified === undefined) throw new Error(`${value1}:${value2} has a ratio`);
  const [first, second] = simplified.split(':').map((part) => BigInt(part));
  return [first!, second!];
}

describe('simplifying a ratio (properties)', () => {
  it('gives coprime terms in the same proportion: p × b = q × a', () => {
    fc.assert(
      fc.property(term, term, (a, b) => {
        fc.pre(a !== 0 || b !== 0);
        const [p, q] = simplifiedOf(a, b);
        expect(p * BigInt(b)).toBe(q * BigInt(a));
        expect(gcd(p, q)).toBe(1n);
      }),
    );
  });

  it('is unchanged when both values are multiplied by the same positive whole number', () => {
    fc.assert(
      fc.property(term, term, fc.integer({ min: 1, max: 10_000 }), (a, b, k) => {
        fc.pre(a !== 0 || b !== 0);
        expect(simplifiedOf(a * k, b * k)).toEqual(simplifiedOf(a, b));
      }),
    );
  });

  it('treats decimals as the whole numbers they scale to: a/10^d : b/10^d is a : b', () => {
    fc.assert(
      fc.property(term, term, fc.integer({ min: 1, max: 4 }), (a, b, d) => {
        fc.pre(a !== 0 || b !== 0);
        expect(simplifiedOf(a / 10 ** d, b / 10 ** d)).toEqual(simplifiedOf(a, b));
      }),
    );
  });
});

describe('the decimal and the percentage (properties)', () => {
  it('are a ÷ b and 100 × a ÷ b, and swapping the terms inverts the decimal', () => {
    fc.assert(
      fc.property(nonZero, nonZero, (a, b) => {
        const result = compute({ value1: a, value2: b, simplify: false })!;
        expect(result.decimal).toBeCloseTo(a / b, 6);
        expect(result.percentage).toBeCloseTo((100 * a) / b, 5);
        const swapped = compute({ value1: b, value2: a, simplify: false })!;
        // Each decimal is rounded to 6 places: the product is 1 up to that rounding.
        const tolerance = 5e-7 * (Math.abs(b / a) + Math.abs(a / b)) + 1e-12;
        expect(Math.abs(result.decimal! * swapped.decimal! - 1)).toBeLessThanOrEqual(tolerance * 2);
      }),
    );
  });
});
