// @vitest-environment jsdom
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { expectNothingBroken, expectPageNotBroken, extremeNumber, pageRuns, pageUrl } from '../../test/properties.tsx';
import { compute } from './compute.ts';

/** Polynomials of degree 1 to 4 with coefficients of any size, written as a visitor would. */
const coefficient = fc.oneof(
  fc.integer({ min: -50, max: 50 }),
  extremeNumber.filter((value) => Math.abs(value) < 1e300),
);
const polynomial = fc
  .array(coefficient, { minLength: 2, maxLength: 5 })
  .map((coefficients) => coefficients.map((value, power) => `(${value})x^${power}`).join(' + '));
const degree = fc.oneof(fc.integer({ min: 1, max: 4 }), extremeNumber);

describe('factoring never shows NaN, Infinity or undefined (properties)', () => {
  it('gives no result or a clean one for any coefficients and degree', () => {
    fc.assert(
      fc.property(polynomial, degree, (text, chosen) => expectNothingBroken(compute({ polynomial: text, degree: chosen }))),
      { numRuns: 300 },
    );
  });

  it('shows nothing broken on the page for any coefficients and degree', async () => {
    await fc.assert(
      fc.asyncProperty(polynomial, degree, async (text, chosen) => expectPageNotBroken(pageUrl('/factoring-calculator', { polynomial: text, degree: chosen }))),
      pageRuns,
    );
  });
});
