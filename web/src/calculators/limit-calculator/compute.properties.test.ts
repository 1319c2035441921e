/**
 * Maths invariants of limits, over random functions and points: a continuous function's limit is
 * its value, the difference quotient of a polynomial tends to its derivative, sin(kx)/x tends to k,
 * and the limit of a sum is the sum of the limits.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compute, isFailure, type Inputs, type Result } from './compute.ts';

function limitOf(inputs: Partial<Inputs> & Pick<Inputs, 'function' | 'point'>): Result {
  const outcome = compute({ direction: 'both', ...inputs });
  if (outcome === null || isFailure(outcome)) throw new Error(`${inputs.function} has a limit at ${inputs.point}: ${JSON.stringify(outcome)}`);
  return outcome;
}

const coefficients = fc.array(fc.integer({ min: -9, max: 9 }), { minLength: 2, maxLength: 5 });
const point = fc.integer({ min: -300, max: 300 }).map((hundredths) => hundredths / 100);
const continuous = fc.constantFrom('sin(x)', 'cos(x) + x^2', 'e^x', 'ln(x^2 + 1)', 'sqrt(x^2 + 4)', '1/(x^2 + 1)', 'x*e^(-x)');

function polynomialText(c: readonly number[]): string {
  return c.map((coefficient, power) => `(${coefficient})*x^${power}`).join(' + ');
}

function polynomialAt(c: readonly number[], x: number): number {
  return c.reduce((sum, coefficient, power) => sum + coefficient * x ** power, 0);
}

/** Equal up to the 6 decimals a limit is rounded to. */
function expectLimit(result: Result, expected: number): void {
  expect(result.exists).toBe(true);
  expect(Math.abs(result.limitValue! - expected)).toBeLessThanOrEqual(5e-7 + 1e-12 * Math.abs(expected));
}

describe('limits (properties)', () => {
  it('of a function continuous at the point is its value there, from either side', () => {
    fc.assert(
      fc.property(continuous, point, fc.constantFrom('both' as const, 'left' as const, 'right' as const), (f, p, direction) => {
        const result = limitOf({ function: f, point: p, direction });
        const valueAtPoint = limitOf({ function: f, point: p }).valueAtPoint;
        expect(valueAtPoint).not.toBeNull();
        expectLimit(result, valueAtPoint!);
      }),
      { numRuns: 50 },
    );
  });

  it('of a polynomial’s difference quotient (p(x) − p(a)) / (x − a) is its derivative at a', () => {
    fc.assert(
      fc.property(coefficients, fc.integer({ min: -3, max: 3 }), (c, a) => {
        const quotient = `(${polynomialText(c)} - (${polynomialAt(c, a)})) / (x - (${a}))`;
        const derivative = c.reduce((sum, coefficient, power) => sum + power * coefficient * a ** Math.max(0, power - 1), 0);
        expectLimit(limitOf({ function: quotient, point: a }), derivative);
      }),
      { numRuns: 50 },
    );
  });

  it('of sin(kx)/x at 0 is k', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -20, max: 20 }).filter((k) => k !== 0),
        (k) => {
          expectLimit(limitOf({ function: `sin(${k}x)/x`, point: 0 }), k);
        },
      ),
      { numRuns: 30 },
    );
  });

  it('of a sum is the sum of the limits', () => {
    fc.assert(
      fc.property(continuous, continuous, point, (f, g, p) => {
        const sum = limitOf({ function: `(${f}) + (${g})`, point: p }).limitValue!;
        const separate = limitOf({ function: f, point: p }).limitValue! + limitOf({ function: g, point: p }).limitValue!;
        // Each is rounded to 6 decimals.
        expect(Math.abs(sum - separate)).toBeLessThanOrEqual(1.5e-6);
      }),
      { numRuns: 50 },
    );
  });
});
