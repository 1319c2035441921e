import { describe, expect, it, vi } from 'vitest';
import { applyRule, compute, isFailure, type Inputs, type Result } from './compute.ts';
import { roundTo } from '../../shared/math/round.ts';

function integral(inputs: Partial<Inputs>): Result {
  const outcome = compute({ function: 'x^2 + 2x + 1', lowerLimit: 0, upperLimit: 2, method: 'simpson', intervals: 10, ...inputs });
  if (outcome === null || isFailure(outcome)) throw new Error(`no result: ${JSON.stringify(outcome)}`);
  return outcome;
}

describe('closed-form integrals', () => {
  it('gives 26/3 = 8.666667 for the default ∫0..2 (x² + 2x + 1) dx', () => {
    // [x³/3 + x² + x] from 0 to 2 = 8/3 + 4 + 2 = 26/3
    const result = integral({});
    expect(result).toMatchObject({ result: 8.666667, exactValue: 8.666667, exactFraction: '26/3', intervals: 10, method: 'simpson' });
    expect(result.antiderivative).toBe('(1/3)x^3 + x^2 + x');
    expect(result.formula).toBe('∫ from 0 to 2 of (x^2 + 2x + 1) dx');
  });

  it('gives 2 for ∫0..π sin x dx', () => {
    const result = integral({ function: 'sin(x)', upperLimit: Math.PI, method: 'trapezoidal', intervals: 100 });
    expect(result.exactValue).toBe(2);
    expect(result.antiderivative).toBe('-cos(x)');
    // trapezoidal error for sin on [0, π]: ≈ π³/(12·100²)·(2/π) = π²/60000 ≈ 1.64e-4
    expect(result.error).toBeCloseTo(Math.PI ** 2 / 60000, 6);
  });

  it('gives 1 for ∫1..e dx/x through ln|x|', () => {
    const result = integral({ function: '1/x', lowerLimit: 1, upperLimit: Math.E, intervals: 100 });
    expect(result.exactValue).toBe(1);
    expect(result.antiderivative).toBe('ln(abs(x))');
  });

  it('integrates e^(ax), constant multiples and sums: ∫0..1 (3e^(2x) + cos(x)) dx = 1.5(e² − 1) + sin 1', () => {
    const expected = 1.5 * (Math.E ** 2 - 1) + Math.sin(1);
    expect(integral({ function: '3e^(2x) + cos(x)', upperLimit: 1, intervals: 1000 }).exactValue).toBeCloseTo(expected, 6);
  });

  it('integrates a power of a linear function: ∫0..1 (2x + 1)^3 dx = (3⁴ − 1)/8 = 10', () => {
    expect(integral({ function: '(2x + 1)^3', upperLimit: 1 }).exactValue).toBe(10);
    expect(integral({ function: 'sqrt(x)', upperLimit: 4 }).exactValue).toBeCloseTo(16 / 3, 6);
  });

  it('integrates downwards as the negative: ∫2..0 (x² + 2x + 1) dx = −26/3', () => {
    expect(integral({ lowerLimit: 2, upperLimit: 0 })).toMatchObject({ result: -8.666667, exactValue: -8.666667 });
  });
});

describe('the rules', () => {
  it("Simpson's rule is exact on cubics: ∫0..3 (x³ − 2x) dx = 81/4 − 9 = 11.25 with 2 intervals", () => {
    const result = integral({ function: 'x^3 - 2x', upperLimit: 3, intervals: 2 });
    expect(result.result).toBe(11.25);
    expect(result.error).toBeLessThan(1e-12);
  });

  it('raises an odd interval count by one for Simpson and says so', () => {
    const result = integral({ intervals: 7 });
    expect(result.intervals).toBe(8);
    expect(result.steps[0]).toBe("Simpson's rule needs an even number of intervals, so 8 intervals are used instead of 7.");
  });

  it('keeps an odd interval count for the trapezoidal rule', () => {
    expect(integral({ method: 'trapezoidal', intervals: 7 }).intervals).toBe(7);
  });

  it('trapezoidal: halving h quarters the error (order 2)', () => {
    const f = (x: number) => Math.exp(x);
    const exact = Math.E - 1;
    const coarse = Math.abs(applyRule(f, 0, 1, 'trapezoidal', 20) - exact);
    const fine = Math.abs(applyRule(f, 0, 1, 'trapezoidal', 40) - exact);
    expect(coarse / fine).toBeCloseTo(4, 2);
  });

  it('reports exactly the value of the rule, for each method', () => {
    const f = (x: number) => Math.sin(x) / x + x ** 2;
    for (const method of ['simpson', 'trapezoidal', 'rectangular'] as const) {
      const value = applyRule(f, 1, 10, method, 1000);
      const result = integral({ function: 'sin(x)/x + x^2', lowerLimit: 1, upperLimit: 10, method, intervals: 1000 });
      expect(result.result).toBe(roundTo(value, 6));
      expect(result.error).toBe(Math.abs(value - result.referenceValue));
    }
  });

  it('midpoint rectangles: error about half the trapezoidal one, opposite sign', () => {
    // For x² on [0, 2] with n = 10: trapezoid error = h²(b−a)/6 = 0.04·2/6 = 0.013333, midpoint = −0.006667
    expect(integral({ function: 'x^2', method: 'trapezoidal' }).result).toBe(2.68);
    expect(integral({ function: 'x^2', method: 'rectangular' }).result).toBe(2.66);
  });

  it('works out 1000 intervals quickly, compiling the expression once', () => {
    const started = performance.now();
    integral({ function: 'sin(x)^2 * e^(-x) + sqrt(x + 1)', intervals: 1000 });
    expect(performance.now() - started).toBeLessThan(50);
  });
});

describe('no closed form', () => {
  it('compares with an adaptive Gauss–Kronrod reference: ∫0..1 e^(−x²) dx = 0.746824 (√π/2 · erf 1)', () => {
    const result = integral({ function: 'e^(-x^2)', upperLimit: 1, intervals: 10 });
    expect(result.exactValue).toBeNull();
    expect(result.referenceValue).toBeCloseTo(0.7468241328124271, 12);
    expect(result.referenceError).toBeLessThan(1e-10);
    expect(result.result).toBe(0.746825);
  });

  it('integrates sin(x)/x from 1 to 2: Si(2) − Si(1) = 0.659329906', () => {
    expect(integral({ function: 'sin(x)/x', lowerLimit: 1, upperLimit: 2 }).referenceValue).toBeCloseTo(1.605412976802695 - 0.946083070367183, 12);
  });
});

describe('input it cannot integrate', () => {
  it('says where the function is undefined at a point the rule uses', () => {
    const outcome = compute({ function: '1/x', lowerLimit: -1, upperLimit: 1, method: 'simpson', intervals: 10 });
    expect(outcome).toEqual({ failure: 'The function is undefined at x = 0, a point the rule uses; choose limits where it is defined.' });
  });

  it('names a pole between the limits even when the rule misses it', () => {
    const outcome = compute({ function: '1/x', lowerLimit: -1, upperLimit: 2, method: 'rectangular', intervals: 3 });
    expect(outcome).toEqual({ failure: 'The function has a pole at x = 0, between the limits: the integral is improper and has no finite value.' });
  });

  it('integrates a power between -1 and 0 across its zero: the integral is finite', () => {
    // ∫0..1 x^(-1/2) dx = [2√x] = 2; ∫0..8 x^(-1/3) dx = [(3/2)x^(2/3)] = (3/2) · 4 = 6
    expect(integral({ function: 'x^(-0.5)', lowerLimit: 0, upperLimit: 1, method: 'rectangular', intervals: 1000 }).exactValue).toBe(2);
    expect(integral({ function: 'x^(-1/3)', lowerLimit: 0, upperLimit: 8, method: 'rectangular', intervals: 1000 }).exactValue).toBe(6);
    // x^(-2) has no finite integral across 0, wherever the rule's points fall.
    expect(compute({ function: 'x^(-2)', lowerLimit: -1, upperLimit: 2, method: 'rectangular', intervals: 3 })).toEqual({
      failure: 'The function has a pole at x = 0, between the limits: the integral is improper and has no finite value.',
    });
  });

  it('says the integral has no finite value at a pole without a closed form: sec(x) from 1 to 2, cos(π/2) = 0', () => {
    // sec(x) is 1/cos(x), so counting Math.cos counts the evaluations of f: the rule's 1000 and the
    // reference's. Halving the pieces beside the pole up to the 2000-piece cap took 59,985 more.
    const cos = vi.spyOn(Math, 'cos');
    try {
      const outcome = compute({ function: 'sec(x)', lowerLimit: 1, upperLimit: 2, method: 'rectangular', intervals: 1000 });
      expect(outcome).toEqual({
        failure: 'The function is unbounded near x = 1.570796, within the limits, and grows too fast there for the integral to have a finite value.',
      });
      expect(cos.mock.calls.length).toBeLessThan(4000);
    } finally {
      cos.mockRestore();
    }
  });

  it("gives that message for tan's pole in a long integrand, and for a pole at 1.3 either way round", () => {
    const long = 'tan(x) + x/3 + x^2 * sin(x) + exp(-x^2) * cos(3x) + ln(x + 1) * sqrt(x) + atan(x) / (1 + x^2) + sinh(x/4) * cos(x)';
    expect(compute({ function: long, lowerLimit: 1, upperLimit: 2, method: 'rectangular', intervals: 1000 })).toEqual({
      failure: 'The function is unbounded near x = 1.570796, within the limits, and grows too fast there for the integral to have a finite value.',
    });
    for (const [lowerLimit, upperLimit] of [
      [1, 2],
      [2, 1],
    ] as const) {
      expect(compute({ function: 'sin(x)/(x - 1.3)', lowerLimit, upperLimit, method: 'simpson', intervals: 8 })).toEqual({
        failure: 'The function is unbounded near x = 1.3, within the limits, and grows too fast there for the integral to have a finite value.',
      });
    }
  });

  it('still gives an accurate reference for a singularity that is integrable', () => {
    // The midpoint rule never evaluates f at x = 0; neither do the Gauss–Kronrod nodes.
    const midpoint = (text: string) => integral({ function: text, lowerLimit: 0, upperLimit: 1, method: 'rectangular', intervals: 100 });
    // ∫0..1 ln x dx = [x ln x − x] = −1
    expect(midpoint('ln(x)').referenceValue).toBeCloseTo(-1, 12);
    // ∫0..1 x^(−1/2) dx = [2√x] = 2
    expect(midpoint('1/sqrt(x)').referenceValue).toBeCloseTo(2, 11);
    // ∫0..1 cos(x)/√x dx = Σ (−1)^k / ((2k)! (2k + 1/2)), the cosine's series integrated term by term
    let series = 0;
    let factorial = 1;
    for (let k = 0; k < 10; k += 1) {
      if (k > 0) factorial *= 2 * k * (2 * k - 1);
      series += (-1) ** k / (factorial * (2 * k + 0.5));
    }
    expect(midpoint('cos(x)/sqrt(x)').referenceValue).toBeCloseTo(series, 11);
  });

  it('returns nothing for an invalid expression or interval count', () => {
    expect(compute({ function: 'x^2 +', lowerLimit: 0, upperLimit: 1, method: 'simpson', intervals: 10 })).toBeNull();
    expect(compute({ function: 'x', lowerLimit: 0, upperLimit: 1, method: 'simpson', intervals: 1 })).toBeNull();
    expect(compute({ function: 'x', lowerLimit: 0, upperLimit: 1, method: 'simpson', intervals: 1001 })).toBeNull();
    expect(compute({ function: 'x', lowerLimit: 0, upperLimit: 1, method: 'simpson', intervals: 2.5 })).toBeNull();
  });
});
