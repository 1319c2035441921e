/**
 * Maths invariants of the derivative, over random functions and points: a polynomial's derivative
 * agrees with the finite difference of the polynomial, differentiation is linear, shifting f's
 * argument shifts its derivative, the numerical method approaches the analytical value, and the
 * tangent touches f at the point.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compute, isFailure, type Inputs, type Result } from './compute.ts';

function derivativeOf(inputs: Partial<Inputs> & Pick<Inputs, 'function' | 'point'>): Result {
  const outcome = compute({ method: 'analytical', stepSize: 0.001, ...inputs });
  if (outcome === null || isFailure(outcome)) throw new Error(`${inputs.function} has a derivative at ${inputs.point}: ${JSON.stringify(outcome)}`);
  return outcome;
}

const coefficients = fc.array(fc.integer({ min: -9, max: 9 }), { minLength: 1, maxLength: 5 });
const point = fc.integer({ min: -300, max: 300 }).map((hundredths) => hundredths / 100);

/** c₀ + c₁x + c₂x² + … as typed, each term in parentheses. */
function polynomialText(c: readonly number[]): string {
  return c.map((coefficient, power) => `(${coefficient})*x^${power}`).join(' + ');
}

function polynomialAt(c: readonly number[], x: number): number {
  return c.reduce((sum, coefficient, power) => sum + coefficient * x ** power, 0);
}

/** Smooth functions defined everywhere, each with a value to compare at random points. */
const smooth = fc.constantFrom('sin(x)', 'cos(2x)', 'e^x', 'x^3 - x', 'ln(x^2 + 1)', 'sqrt(x^2 + 4)', 'x*sin(x)', '1/(x^2 + 1)');

describe('the derivative (properties)', () => {
  it('of a polynomial agrees with its central difference, (p(x + h) − p(x − h)) / 2h with h small', () => {
    fc.assert(
      fc.property(coefficients, point, (c, p) => {
        const h = 1e-4;
        const difference = (polynomialAt(c, p + h) - polynomialAt(c, p - h)) / (2 * h);
        // The central difference is off by h²·p‴/6 at most: small beside the rounding to 6 decimals for these sizes.
        const derivative = derivativeOf({ function: polynomialText(c), point: p });
        expect(Math.abs(derivative.result - difference)).toBeLessThanOrEqual(1e-4 * Math.max(1, Math.abs(difference)));
      }),
      { numRuns: 50 },
    );
  });

  it('is linear: (a·f + b·g)′ = a·f′ + b·g′', () => {
    fc.assert(
      fc.property(smooth, smooth, fc.integer({ min: -5, max: 5 }), fc.integer({ min: -5, max: 5 }), point, (f, g, a, b, p) => {
        const combined = derivativeOf({ function: `(${a})*(${f}) + (${b})*(${g})`, point: p }).slope;
        const separate = a * derivativeOf({ function: f, point: p }).slope + b * derivativeOf({ function: g, point: p }).slope;
        expect(Math.abs(combined - separate)).toBeLessThanOrEqual(1e-9 * Math.max(1, Math.abs(separate)));
      }),
      { numRuns: 50 },
    );
  });

  it('of f(x + s) at p is the derivative of f at p + s', () => {
    fc.assert(
      fc.property(smooth, point, fc.integer({ min: -3, max: 3 }), (f, p, s) => {
        const shifted = derivativeOf({ function: f.replaceAll('x', `(x + ${s})`), point: p }).slope;
        const atShiftedPoint = derivativeOf({ function: f, point: p + s }).slope;
        expect(Math.abs(shifted - atShiftedPoint)).toBeLessThanOrEqual(1e-9 * Math.max(1, Math.abs(atShiftedPoint)));
      }),
      { numRuns: 50 },
    );
  });

  it('by the numerical method comes within h² × a bound of the analytical value', () => {
    fc.assert(
      fc.property(smooth, point, (f, p) => {
        const numerical = derivativeOf({ function: f, point: p, method: 'numerical', stepSize: 0.001 });
        expect(numerical.analyticalValue).not.toBeNull();
        // The central difference's error is h²·f‴(ξ)/6; these functions' third derivatives stay below 100 here.
        expect(Math.abs(numerical.result - numerical.analyticalValue!)).toBeLessThanOrEqual((100 * 0.001 ** 2) / 6 + 1e-6);
      }),
      { numRuns: 50 },
    );
  });

  it('gives a tangent through (p, f(p)) with the derivative as its slope', () => {
    fc.assert(
      fc.property(coefficients, point, (c, p) => {
        const derivative = derivativeOf({ function: polynomialText(c), point: p });
        expect(Math.abs(derivative.value - polynomialAt(c, p))).toBeLessThanOrEqual(1e-9 * Math.max(1, Math.abs(derivative.value)));
        expect(Math.abs(derivative.result - derivative.slope)).toBeLessThanOrEqual(5e-7 * Math.max(1, Math.abs(derivative.slope)));
      }),
      { numRuns: 50 },
    );
  });
});
