import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseExpression } from '../../shared/expression/expression.ts';
import { antiderivative } from './antiderivative.ts';

function treeOf(text: string) {
  const outcome = parseExpression(text);
  if (!outcome.ok) throw new Error(`${text}: ${outcome.message}`);
  return outcome.expression.tree;
}

/** The five-point central difference: a slope found without any rule of integration or differentiation. */
const slope = (F: (x: number) => number, x: number, h = 1e-4) => (F(x - 2 * h) - 8 * F(x - h) + 8 * F(x + h) - F(x + 2 * h)) / (12 * h);

/** F′ = f at points where both are defined: the check every antiderivative must pass. */
function expectAntiderivative(integrand: string, points: readonly number[]): void {
  const F = antiderivative(treeOf(integrand));
  if (!F) throw new Error(`no antiderivative for ${integrand}`);
  const f = parseExpression(integrand);
  if (!f.ok) throw new Error(f.message);
  for (const x of points) {
    const want = f.expression.evaluate(x);
    expect(Math.abs(slope(F.evaluate, x) - want), `${integrand} at ${x}: F = ${F.text}`).toBeLessThanOrEqual(1e-6 * Math.max(1, Math.abs(want)));
  }
}

describe('antiderivatives of the first-year classes differentiate back to their integrand', () => {
  it.each([
    ['x^2 + 2x + 1'],
    ['1/(1 + x^2)'],
    ['3/(4 + x^2)'],
    ['ln(x)'],
    ['x^2 ln(x)'],
    ['x sin(x)'],
    ['x^2 e^x'],
    ['e^x cos(x)'],
    ['sqrt(1 - x^2)'],
    ['sin(x)^2'],
    ['cos(x)^3'],
    ['(x + 1)/(x^2 - 5x + 6)'],
    ['1/(x^2 + 2x + 5)^2'],
    ['x/(x^2 + 1)'],
  ])('∫ %s dx', (integrand) => {
    expectAntiderivative(integrand, [0.15, 0.4, 0.75, 0.9]);
  });

  it('writes a polynomial from the highest power down: (1/3)x^3 + x^2 + x', () => {
    expect(antiderivative(treeOf('x^2 + 2x + 1'))?.text).toBe('(1/3)x^3 + x^2 + x');
  });
});

describe('partial fractions', () => {
  it('the antiderivative of random proper fractions a/(x − r) + b/(x − s) differentiates back (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -9, max: 9 }).filter((a) => a !== 0),
        fc.integer({ min: -9, max: 9 }).filter((b) => b !== 0),
        fc.integer({ min: -5, max: 5 }),
        fc.integer({ min: 6, max: 9 }),
        (a, b, r, s) => {
          const integrand = `${a}/(x - (${r})) + ${b}/(x - ${s})`;
          expectAntiderivative(integrand, [r + 0.5, s - 0.5]);
        },
      ),
      { numRuns: 50 },
    );
  });
});

describe('the size of a term substitution is tried on', () => {
  it('is at most 40 nodes: u′·e^u is found for u = x² + x³ (18 nodes), left to the numerical reference for u = x² + … + x⁶ (48)', () => {
    expectAntiderivative('(2x + 3x^2) * e^(x^2 + x^3)', [-0.7, 0.3, 0.9]);
    expect(antiderivative(treeOf('(2x + 3x^2 + 4x^3 + 5x^4 + 6x^5) * e^(x^2 + x^3 + x^4 + x^5 + x^6)'))).toBeNull();
  });

  it('leaves a tower e^(e^(…(x)…)) 30 deep to the numerical reference (it has no elementary antiderivative)', () => {
    expect(antiderivative(treeOf(`${'e^('.repeat(30)}x${')'.repeat(30)}`))).toBeNull();
  });

  it('still substitutes within each term of a long sum: 1x·e^(x²) + 2x·e^(x²) + … + 12x·e^(x²), whose antiderivative is 39·e^(x²)', () => {
    const sum = Array.from({ length: 12 }, (_, index) => `${index + 1}x*e^(x^2)`).join(' + ');
    expectAntiderivative(sum, [-1.3, -0.4, 0.5, 1.1]);
    const F = antiderivative(treeOf(sum));
    // Up to its constant: F(1) − F(0) = 39·(e − 1).
    expect((F?.evaluate(1) ?? Number.NaN) - (F?.evaluate(0) ?? Number.NaN)).toBeCloseTo(39 * (Math.E - 1), 9);
  });
});
