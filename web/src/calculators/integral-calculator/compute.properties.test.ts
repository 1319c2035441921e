/**
 * Maths invariants of the definite integral, over random functions and limits: integrals over
 * adjacent intervals add up, swapping the limits negates, the integral of a derivative is the
 * change in the function, integration is linear, and Simpson's rule is exact for cubics.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compute, isFailure, type Inputs, type Result } from './compute.ts';
import { methods } from './inputs.ts';

function integralOf(inputs: Partial<Inputs> & Pick<Inputs, 'function' | 'lowerLimit' | 'upperLimit'>): Result {
  const outcome = compute({ method: 'simpson', intervals: 100, ...inputs });
  if (outcome === null || isFailure(outcome)) throw new Error(`${inputs.function} has an integral: ${JSON.stringify(outcome)}`);
  return outcome;
}

/** The integral's value: exact when a closed form is found, else the adaptive reference; both unrounded next to the rule. */
const valueOf = (inputs: Pick<Inputs, 'function' | 'lowerLimit' | 'upperLimit'>) => integralOf(inputs).referenceValue;

const limit = fc.integer({ min: -300, max: 300 }).map((hundredths) => hundredths / 100);
const smooth = fc.constantFrom('sin(x)', 'e^x', 'x^3 - 2x', '1/(x^2 + 1)', 'sqrt(x^2 + 1)', 'x*cos(x)', 'e^(-x^2)', 'ln(x^2 + 2)');
const coefficients = fc.array(fc.integer({ min: -9, max: 9 }), { minLength: 1, maxLength: 4 });

function polynomialText(c: readonly number[]): string {
  return c.map((coefficient, power) => `(${coefficient})*x^${power}`).join(' + ');
}

function polynomialAt(c: readonly number[], x: number): number {
  return c.reduce((sum, coefficient, power) => sum + coefficient * x ** power, 0);
}

function expectClose(actual: number, expected: number, tolerance = 1e-8): void {
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(tolerance * Math.max(1, Math.abs(expected)));
}

describe('the definite integral (properties)', () => {
  it('adds over adjacent intervals: ∫ₐᵇ + ∫ᵇᶜ = ∫ₐᶜ', () => {
    fc.assert(
      fc.property(smooth, limit, limit, limit, (f, a, b, c) => {
        expectClose(
          valueOf({ function: f, lowerLimit: a, upperLimit: b }) + valueOf({ function: f, lowerLimit: b, upperLimit: c }),
          valueOf({ function: f, lowerLimit: a, upperLimit: c }),
        );
      }),
      { numRuns: 40 },
    );
  });

  it('changes sign when the limits are swapped, by the rule as well as the reference', () => {
    fc.assert(
      fc.property(smooth, limit, limit, fc.constantFrom(...methods), (f, a, b, method) => {
        const forward = integralOf({ function: f, lowerLimit: a, upperLimit: b, method });
        const backward = integralOf({ function: f, lowerLimit: b, upperLimit: a, method });
        expectClose(backward.referenceValue, -forward.referenceValue);
        expect(Math.abs(backward.result + forward.result)).toBeLessThanOrEqual(1e-6 * Math.max(1, Math.abs(forward.result)));
      }),
      { numRuns: 40 },
    );
  });

  it('of a polynomial’s derivative is the change in the polynomial: ∫ₐᵇ p′ = p(b) − p(a)', () => {
    fc.assert(
      fc.property(coefficients, limit, limit, (c, a, b) => {
        const derivative = c.slice(1).map((coefficient, power) => coefficient * (power + 1));
        fc.pre(derivative.length > 0);
        expectClose(valueOf({ function: polynomialText(derivative), lowerLimit: a, upperLimit: b }), polynomialAt(c, b) - polynomialAt(c, a), 1e-10);
      }),
      { numRuns: 40 },
    );
  });

  it('is linear: ∫(k·f + m) = k·∫f + m·(b − a)', () => {
    fc.assert(
      fc.property(smooth, limit, limit, fc.integer({ min: -5, max: 5 }), fc.integer({ min: -5, max: 5 }), (f, a, b, k, m) => {
        const combined = valueOf({ function: `(${k})*(${f}) + (${m})`, lowerLimit: a, upperLimit: b });
        expectClose(combined, k * valueOf({ function: f, lowerLimit: a, upperLimit: b }) + m * (b - a));
      }),
      { numRuns: 40 },
    );
  });

  it('by Simpson’s rule is exact for a cubic, whatever the even interval count', () => {
    fc.assert(
      fc.property(
        coefficients,
        limit,
        limit,
        fc.integer({ min: 1, max: 50 }).map((half) => half * 2),
        (c, a, b, intervals) => {
          const antiderivativeAt = (x: number) => c.reduce((sum, coefficient, power) => sum + (coefficient * x ** (power + 1)) / (power + 1), 0);
          const exact = antiderivativeAt(b) - antiderivativeAt(a);
          const { result } = integralOf({ function: polynomialText(c), lowerLimit: a, upperLimit: b, intervals });
          expect(Math.abs(result - exact)).toBeLessThanOrEqual(5e-7 + 1e-12 * Math.abs(exact));
        },
      ),
      { numRuns: 40 },
    );
  });
});
