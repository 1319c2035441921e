/**
 * Maths invariants of factoring, over random products of factors: the factored form multiplies back
 * to the polynomial, a product of linear factors comes back as exactly that many linear factors
 * (with multiplicity), an irreducible quadratic factor stays whole, and x² − n with n not a square
 * is irreducible.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseExpression } from '../../shared/expression/expression.ts';
import { degree, toPolynomial } from '../../shared/expression/polynomial.ts';
import { compute, type Result } from './compute.ts';

/** a·x + b with a > 0. */
const linear = fc.tuple(fc.integer({ min: 1, max: 4 }), fc.integer({ min: -6, max: 6 }));
const constant = fc.integer({ min: -6, max: 6 }).filter((c) => c !== 0);

/** Coefficients, lowest power first, of the product of polynomials given the same way. */
function multiply(...factors: (readonly number[])[]): number[] {
  return factors.reduce<number[]>(
    (product, factor) => {
      const next = Array.from({ length: product.length + factor.length - 1 }, () => 0);
      product.forEach((p, i) => factor.forEach((f, j) => (next[i + j]! += p * f)));
      return next;
    },
    [1],
  );
}

function polynomialText(c: readonly number[]): string {
  return c.map((coefficient, power) => `(${coefficient})*x^${power}`).join(' + ');
}

function valueAt(text: string, x: number): number {
  const parsed = parseExpression(text);
  if (!parsed.ok) throw new Error(`${text} is an expression`);
  return parsed.expression.evaluate(x);
}

function factorsOf(c: readonly number[]): Result {
  const result = compute({ polynomial: polynomialText(c), degree: c.length - 1 });
  if (result === null) throw new Error(`${polynomialText(c)} has a result`);
  return result;
}

/** A factor's base and multiplicity: '(2x + 1)^2' is 2x + 1 twice, 'x^3' is x three times, 'x^2 + 1' once. */
function baseAndPower(factor: string): { degree: number; multiplicity: number } {
  const power = /^(\(.*\)|x)\^(\d+)$/.exec(factor);
  const base = power ? power[1]! : factor;
  const parsed = parseExpression(base);
  if (!parsed.ok) throw new Error(`${factor} is an expression`);
  const polynomial = toPolynomial(parsed.expression.tree);
  if (!polynomial.ok) throw new Error(`${factor} is a polynomial`);
  return { degree: degree(polynomial.polynomial), multiplicity: power ? Number(power[2]) : 1 };
}

const samplePoints = [-3, -2, -1, -0.5, 0, 0.5, 1, 2, 3];

describe('factoring (properties)', () => {
  it('gives factors that multiply back to the polynomial, one linear factor per linear factor it was built from', () => {
    fc.assert(
      fc.property(constant, fc.array(linear, { minLength: 1, maxLength: 4 }), (k, linears) => {
        const c = multiply([k], ...linears.map(([a, b]) => [b, a]));
        const result = factorsOf(c);
        expect(result.verified).toBe(true);
        expect(result.irreducible).toBe(false);
        for (const x of samplePoints) {
          const expected = c.reduce((sum, coefficient, power) => sum + coefficient * x ** power, 0);
          expect(Math.abs(valueAt(result.factored, x) - expected)).toBeLessThanOrEqual(1e-9 * Math.max(1, Math.abs(expected)));
        }
        const shapes = result.factors.map(baseAndPower).filter((shape) => shape.degree > 0);
        expect(shapes.every((shape) => shape.degree === 1)).toBe(true);
        expect(shapes.reduce((sum, shape) => sum + shape.multiplicity, 0)).toBe(linears.length);
      }),
      { numRuns: 60 },
    );
  });

  it('keeps a quadratic with no real roots whole beside the linear factors', () => {
    fc.assert(
      fc.property(constant, fc.array(linear, { minLength: 0, maxLength: 2 }), fc.integer({ min: 1, max: 9 }), (k, linears, m) => {
        const c = multiply([k], [m, 0, 1], ...linears.map(([a, b]) => [b, a]));
        const result = factorsOf(c);
        // Alone, the quadratic is the irreducible polynomial itself; a constant taken out of it (2(x^2 + 1)) is a factoring shown as one.
        expect(result.irreducible).toBe(linears.length === 0 && k === 1);
        const shapes = result.irreducible ? [{ degree: 2, multiplicity: 1 }] : result.factors.map(baseAndPower).filter((shape) => shape.degree > 0);
        expect(shapes.filter((shape) => shape.degree === 2)).toEqual([{ degree: 2, multiplicity: 1 }]);
        expect(shapes.filter((shape) => shape.degree === 1).reduce((sum, shape) => sum + shape.multiplicity, 0)).toBe(linears.length);
        for (const x of samplePoints) {
          const expected = c.reduce((sum, coefficient, power) => sum + coefficient * x ** power, 0);
          expect(Math.abs(valueAt(result.factored, x) - expected)).toBeLessThanOrEqual(1e-9 * Math.max(1, Math.abs(expected)));
        }
      }),
      { numRuns: 60 },
    );
  });

  it('finds x² − n irreducible over the rationals exactly when n is not a perfect square', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 400 }), (n) => {
        const isSquare = Number.isInteger(Math.sqrt(n));
        expect(factorsOf([-n, 0, 1]).irreducible).toBe(!isSquare);
      }),
      { numRuns: 60 },
    );
  });
});
