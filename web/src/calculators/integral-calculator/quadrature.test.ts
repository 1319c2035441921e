import { describe, expect, it } from 'vitest';
import { adaptiveIntegral, checkedIntegral, gaussKronrod } from './quadrature.ts';
import { sampleFunction } from '../../shared/expression/sample.ts';

describe('adaptive Gauss–Kronrod integration', () => {
  it('integrates e^(−x²) over [0, 1] to √π/2 · erf(1) = 0.7468241328124271', () => {
    const { value, errorEstimate } = adaptiveIntegral((x) => Math.exp(-x * x), 0, 1);
    expect(value).toBeCloseTo(0.7468241328124271, 14);
    expect(errorEstimate).toBeLessThan(1e-12);
  });

  it('refines where the function is steep: ∫0..1 √x dx = 2/3', () => {
    expect(adaptiveIntegral(Math.sqrt, 0, 1).value).toBeCloseTo(2 / 3, 9);
  });

  it('gives bit for bit what the plain algorithm gives: halve the worst piece, add up from a to b', () => {
    // The same Gauss–Kronrod rule per piece; the reference differs in the loop around it.
    const plain = (f: (x: number) => number, from: number, to: number, tolerance = 1e-12, maximumPieces = 2000) => {
      const pieces = [gaussKronrod(f, from, to)];
      const total = () => pieces.reduce((sum, entry) => sum + entry.value, 0);
      const totalError = () => pieces.reduce((sum, entry) => sum + entry.error, 0);
      while (pieces.length < maximumPieces && totalError() > tolerance * Math.max(1, Math.abs(total()))) {
        let worst = 0;
        pieces.forEach((entry, index) => {
          if (entry.error > (pieces[worst]?.error ?? 0)) worst = index;
        });
        const entry = pieces[worst];
        if (!entry || !Number.isFinite(entry.error)) break;
        const middle = (entry.from + entry.to) / 2;
        pieces.splice(worst, 1, gaussKronrod(f, entry.from, middle), gaussKronrod(f, middle, entry.to));
      }
      return { value: total(), errorEstimate: totalError() };
    };
    const cases: [string, (x: number) => number, number, number, number?, number?][] = [
      ['e^(−x²)', (x) => Math.exp(-x * x), 0, 1],
      ['an even function on a symmetric interval (equal estimates)', (x) => Math.cos(3 * x) * x * x, -2, 2],
      ['equal estimates, stopped after halving the first', (x) => x * x * 0.7 + Math.sin(x) ** 2, -3, 3, 1e-12, 3],
      ['equal estimates, stopped after halving the first of a later pair', (x) => 1 / (1 + x * x), -5, 5, 1e-12, 5],
      ['equal estimates the other way round', (x) => 1 / (1 + x * x), 5, -5, 1e-12, 9],
      ['limits the other way round', (x) => Math.sin(x) / (1 + x * x), 3, -1],
      ['a kink', (x) => Math.abs(x - 1 / 3), 0, 1],
      ['√x', Math.sqrt, 0, 1],
      ['an oscillation', (x) => Math.sin(1 / x), 0.01, 1],
      ["tan's pole between the limits (the piece cap)", Math.tan, 1, 2],
      ['a pole halved down to neighbouring doubles', (x) => 1 / Math.abs(x - Math.PI / 10), 0, 1],
      ['a pole at a node', (x) => 1 / (x - 0.5), 0, 1],
      ['a steep peak: one piece holds almost all of the value', (x) => 1 / ((x - 1 / 3) ** 2 + 1e-300), 0, 1],
      ['a range three doubles wide, too narrow to halve cleanly', (x) => (x < 1 ? 0 : 1e20), 1 - 2 ** -53, 1 + 2 ** -52, 1e-12, 200],
      ['the same the other way round', (x) => (x < 1 ? 0 : 1e20), 1 + 2 ** -52, 1 - 2 ** -53, 1e-12, 200],
      ['undefined on part of the range', Math.sqrt, -1, 1],
      ['limits whose midpoint overflows', (x) => 1 / (1 + Math.abs(x)), 1e308, 1.7e308],
      ['an empty range', Math.exp, 2, 2],
      ['a coarse tolerance', Math.exp, 0, 5, 1e-3],
      ['few pieces allowed', Math.tan, 1, 2, 1e-12, 10],
    ];
    for (const [name, f, from, to, tolerance, maximumPieces] of cases) {
      const fast = adaptiveIntegral(f, from, to, tolerance, maximumPieces);
      const expected = plain(f, from, to, tolerance, maximumPieces);
      expect(Object.is(fast.value, expected.value), `${name}: value ${fast.value} ≠ ${expected.value}`).toBe(true);
      expect(Object.is(fast.errorEstimate, expected.errorEstimate), `${name}: error ${fast.errorEstimate} ≠ ${expected.errorEstimate}`).toBe(true);
    }
  });
});

describe('an integral with no finite value', () => {
  /** f, and how many times it has been evaluated. */
  function counted(f: (x: number) => number) {
    const counter = {
      calls: 0,
      f: (x: number) => {
        counter.calls += 1;
        return f(x);
      },
    };
    return counter;
  }

  it("stops at tan's pole at π/2 between 1 and 2 and names it, instead of halving to the piece cap", () => {
    // adaptiveIntegral halves the pieces beside the pole until it has 2000 (59,985 evaluations of f)
    // and returns a finite-looking value.
    const tan = counted(Math.tan);
    const checked = checkedIntegral(tan.f, 1, 2);
    expect(checked.divergesAt).toBeCloseTo(Math.PI / 2, 12);
    expect(tan.calls).toBeLessThan(2000);
  });

  it('names a pole of 1/(x − 1.3), 1/(x − 1.3)² and 1/|x − π/10|, either way round', () => {
    const cases: [string, (x: number) => number, number, number, number][] = [
      ['1/(x − 1.3)', (x) => 1 / (x - 1.3), 1, 2, 1.3],
      ['1/(x − 1.3), downwards', (x) => 1 / (x - 1.3), 2, 1, 1.3],
      ['1/(x − 1.3)²', (x) => 1 / (x - 1.3) ** 2, 1, 2, 1.3],
      ['1/|x − π/10|', (x) => 1 / Math.abs(x - Math.PI / 10), 0, 1, Math.PI / 10],
      ['sin(x)/(x − 1.3), with a smooth part', (x) => Math.sin(x) / (x - 1.3) + 50 * x, 1, 2, 1.3],
    ];
    for (const [name, f, from, to, pole] of cases) {
      const g = counted(f);
      const checked = checkedIntegral(g.f, from, to);
      expect(checked.divergesAt, name).not.toBeNull();
      expect(checked.divergesAt ?? Number.NaN, name).toBeCloseTo(pole, 12);
      expect(g.calls, name).toBeLessThan(2000);
    }
  });

  it('still integrates singularities that are integrable, exactly as adaptiveIntegral does', () => {
    const c = 1 / 3;
    const cases: [string, (x: number) => number, number, number, number, number][] = [
      // ∫0..1 x^(−1/2) dx = [2√x] = 2; the Gauss–Kronrod nodes never reach x = 0.
      ['1/√x from 0', (x) => 1 / Math.sqrt(x), 0, 1, 2, 1e-11],
      // ∫0..1 ln x dx = [x ln x − x] = −1
      ['ln x from 0', Math.log, 0, 1, -1, 1e-12],
      // ∫0..1 |x − 1/3|^(−1/2) dx = 2√(1/3) + 2√(2/3); f is given a value at x = 1/3 itself, so that
      // the halving goes on past the narrowest pieces, where the pole test looks and finds it integrable.
      ['1/√|x − 1/3|', (x) => (x === c ? 0 : 1 / Math.sqrt(Math.abs(x - c))), 0, 1, 2 * Math.sqrt(1 / 3) + 2 * Math.sqrt(2 / 3), 1e-7],
      // ∫0..1 |x − 1/3|^(−1/3) dx = (3/2)((1/3)^(2/3) + (2/3)^(2/3))
      ['1/∛|x − 1/3|', (x) => (x === c ? 0 : 1 / Math.cbrt(Math.abs(x - c))), 0, 1, 1.5 * ((1 / 3) ** (2 / 3) + (2 / 3) ** (2 / 3)), 1e-9],
    ];
    for (const [name, f, from, to, exact, accuracy] of cases) {
      const checked = checkedIntegral(f, from, to);
      const plain = adaptiveIntegral(f, from, to);
      expect(checked.divergesAt, name).toBeNull();
      expect(Object.is(checked.value, plain.value) && Object.is(checked.errorEstimate, plain.errorEstimate), name).toBe(true);
      expect(Math.abs(checked.value - exact), name).toBeLessThan(accuracy);
    }
  });
});

describe('sampling a function for a chart', () => {
  it('leaves gaps where the function is undefined or shoots off near a pole', () => {
    const { x, y } = sampleFunction((value) => 1 / value, -1, 1, 40, [0.001]);
    expect(x).toHaveLength(42);
    expect(y[x.indexOf(0)]).toBeNull();
    expect(y[x.indexOf(0.001)]).toBeNull();
    expect(y[0]).toBe(-1);
  });
});
