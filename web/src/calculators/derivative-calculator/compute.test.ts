import { describe, expect, it } from 'vitest';
import { compute, isFailure, tangentText, type Inputs, type Result } from './compute.ts';

function derivative(inputs: Partial<Inputs>): Result {
  const outcome = compute({ function: 'x^2 + 2x + 1', point: 1, method: 'analytical', stepSize: 0.001, ...inputs });
  if (outcome === null || isFailure(outcome)) throw new Error(`no result: ${JSON.stringify(outcome)}`);
  return outcome;
}

describe('the analytical derivative', () => {
  it('gives 4 for the default x^2 + 2x + 1 at 1 (f′ = 2x + 2)', () => {
    expect(derivative({})).toMatchObject({ result: 4, derivative: '2x + 2', functionValue: 4, tangentLine: 'y = 4x', point: 1, method: 'analytical' });
  });

  it('knows the textbook derivatives', () => {
    expect(derivative({ function: 'sin(x)', point: 0 }).result).toBe(1); // cos 0
    expect(derivative({ function: 'e^(2x)', point: 0 }).result).toBe(2);
    expect(derivative({ function: 'ln(x)', point: 4 }).result).toBe(0.25);
    expect(derivative({ function: 'x^3', point: -2 }).result).toBe(12); // 3x²
    expect(derivative({ function: 'sqrt(x)', point: 4 }).result).toBe(0.25); // 1/(2√x)
    expect(derivative({ function: 'sin(x)/x', point: Math.PI }).result).toBe(roundTo6(-1 / Math.PI)); // (x cos x − sin x)/x² = −π/π²
  });

  it('says when the derivative is undefined at the point: |x| at 0, sqrt(x) at 0', () => {
    expect(compute({ function: 'abs(x)', point: 0, method: 'analytical', stepSize: 0.001 })).toEqual({
      failure: 'The derivative x / abs(x) is undefined at x = 0.',
    });
    expect(isFailure(compute({ function: 'sqrt(x)', point: 0, method: 'analytical', stepSize: 0.001 }))).toBe(true);
  });

  it('says when the function is undefined at the point', () => {
    expect(compute({ function: '1/x', point: 0, method: 'analytical', stepSize: 0.001 })).toEqual({
      failure: 'The function is undefined at x = 0, so it has no derivative there.',
    });
  });
});

describe('the numerical derivative', () => {
  it('central difference with h = 0.001 is exact for a quadratic: 4 at 1', () => {
    // [f(1.001) − f(0.999)] / 0.002 = [4.004001 − 3.996001] / 0.002 = 4
    expect(derivative({ method: 'numerical' })).toMatchObject({ result: 4, numericalValue: 4, analyticalValue: 4 });
  });

  it('has an error of about h² f‴/6: x^3 at 1 with h = 0.1 gives 3.01', () => {
    // [(1.1)³ − (0.9)³] / 0.2 = (1.331 − 0.729) / 0.2 = 3.01
    expect(derivative({ function: 'x^3', method: 'numerical', stepSize: 0.1 }).result).toBe(3.01);
  });

  it('needs a positive step size', () => {
    expect(compute({ function: 'x', point: 1, method: 'numerical', stepSize: 0 })).toBeNull();
    expect(compute({ function: 'x', point: 1, method: 'numerical', stepSize: -0.1 })).toBeNull();
  });

  it('ignores the step size for the analytical method', () => {
    expect(derivative({ stepSize: 0 }).result).toBe(4);
  });
});

describe('the tangent line', () => {
  it('is written y = mx + c', () => {
    expect(tangentText(2, 1, 1)).toBe('y = 2x − 1');
    expect(tangentText(0, 5, 3)).toBe('y = 3');
    expect(tangentText(-1, 0, 2)).toBe('y = -x + 2');
  });
});

describe('invalid input', () => {
  it('returns nothing for an invalid expression or point', () => {
    expect(compute({ function: 'sinn(x)', point: 1, method: 'analytical', stepSize: 0.001 })).toBeNull();
    expect(compute({ function: 'x', point: Number.NaN, method: 'analytical', stepSize: 0.001 })).toBeNull();
  });
});

function roundTo6(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}
