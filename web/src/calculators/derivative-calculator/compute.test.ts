import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compute, isFailure, tangentText, type Inputs, type Result } from './compute.ts';

function derivative(inputs: Partial<Inputs>): Result {
  const outcome = compute({ function: 'x^2 + 2x + 1', point: 1, method: 'analytical', stepSize: 0.001, ...inputs });
  if (outcome === null || isFailure(outcome)) throw new Error(`no result: ${JSON.stringify(outcome)}`);
  return outcome;
}

function failure(inputs: Partial<Inputs>): string {
  const outcome = compute({ function: 'x', point: 0, method: 'analytical', stepSize: 0.001, ...inputs });
  if (!isFailure(outcome)) throw new Error(`expected a message, got ${JSON.stringify(outcome)}`);
  return outcome.failure;
}

describe('the analytical derivative', () => {
  it('gives 4 for the default x^2 + 2x + 1 at 1 (f′ = 2x + 2)', () => {
    expect(derivative({})).toMatchObject({ result: 4, derivative: '2x + 2', functionValue: 4, tangentLine: 'y = 4x', point: 1, method: 'analytical' });
  });

  // sympy 1.14: diff(f, x).subs(x, p), N(…, 17), rounded to 6 decimals.
  const cases: [string, number, number][] = [
    ['sin(x)', 0, 1],
    ['e^(2x)', 0, 2],
    ['ln(x)', 4, 0.25],
    ['x^3', -2, 12],
    ['sqrt(x)', 4, 0.25],
    ['sin(x)/x', Math.PI, -0.31831],
    ['x sin(x)', 2, 0.077004],
    ['x^2 e^x', 1, 8.154845],
    ['(x^2 + 1)/(x - 3)', 1, -1.5],
    ['sin(x^2)', 1, 1.080605],
    ['e^(sin(x))', 0.5, 1.417424],
    ['ln(x^2 + 1)', 2, 0.8],
    ['atan(2x)', 1, 0.4],
    ['x^x', 2, 6.772589],
    ['2^x', 3, 5.545177],
    ['sqrt(1 - x^2)', 0.5, -0.57735],
    ['tan(x)', 1 / 3, 1.119892],
    ['asin(x)', 0.5, 1.154701],
    ['cbrt(x)', -8, 0.083333],
    ['cosh(x) sinh(2x)', 0.7, 6.844054],
    ['ln(x)/x', Math.E, 0],
    ['1/(1 + e^(-x))', 0, 0.25],
    ['sec(x)', 0.25, 0.263535],
    ['x^3 - 4x', 2, 8],
  ];
  it.each(cases)('d/dx %s at %s = %s', (text, point, expected) => {
    expect(derivative({ function: text, point }).result).toBe(expected);
  });

  it('resolves a removable 0/0 in the formula by the limit of f′: x·|x| at 0 has derivative 0', () => {
    // sympy: limit(diff(x*Abs(x), x), x, 0) = 0; the formula |x| + x²/|x| is 0/0 at 0.
    const result = derivative({ function: 'x abs(x)', point: 0 });
    expect(result.result).toBe(0);
    expect(result.steps.join(' ')).toContain('f is continuous there and the limits of f′(x) from the left and from the right are both 0');
    // |x|³ and x^(5/3) likewise (sympy: 0 and 0).
    expect(derivative({ function: 'abs(x)^3', point: 0 }).result).toBe(0);
    expect(derivative({ function: 'x^(5/3)', point: 0 }).result).toBe(0);
  });

  it('does not fill in f itself: x² sin(1/x) is not defined at 0 as written, so it has no derivative there', () => {
    expect(failure({ function: 'x^2 sin(1/x)', point: 0 })).toBe('The function is not defined at x = 0, so it has no derivative there.');
  });

  it('says there is no derivative at a corner, a vertical tangent and a cusp, and never -0', () => {
    // sympy: the one-sided limits of d/dx|x| at 0 are -1 and 1; of d/dx x^(1/3), oo and oo; of d/dx x^(2/3), -oo and oo.
    expect(failure({ function: 'abs(x)' })).toBe('f has a corner at x = 0: its slope is -1 from the left and 1 from the right, so f′(0) does not exist.');
    expect(failure({ function: 'x^(1/3)' })).toBe(
      'f has a vertical tangent at x = 0: its slope grows without bound from both sides, so it has no finite derivative there.',
    );
    expect(failure({ function: 'x^(2/3)' })).toBe(
      'f has a cusp at x = 0: its slope grows without bound in opposite directions on the two sides, so f′(0) does not exist.',
    );
    expect(failure({ function: 'sqrt(x)' })).toBe(
      'f is defined only to the right of x = 0, and its slope there grows without bound (a vertical tangent): no finite derivative.',
    );
    expect(failure({ function: 'abs(x - 2)', point: 2 })).toMatch(/^f has a corner at x = 2/);
  });

  it('names the rule used at each stage', () => {
    const steps = derivative({ function: 'x^2 sin(3x) + ln(x)/x', point: 1 }).steps;
    expect(steps[0]).toBe(
      'Sum rule: d/dx[x^2 * sin(3x) + ln(x) / x] = d/dx[x^2 * sin(3x)] + d/dx[ln(x) / x] = 2x * sin(3x) + 3x^2 * cos(3x) + (1 - ln(x)) / x^2.',
    );
    expect(steps.some((step) => step.startsWith('Product rule with u = x^2 and v = sin(3x)'))).toBe(true);
    expect(steps.some((step) => step.startsWith('Power rule: d/dx[x^2] = 2·x^(2 - 1) = 2x.'))).toBe(true);
    expect(steps.some((step) => step.startsWith('Chain rule with u = 3x: d/dx[sin(3x)]'))).toBe(true);
    expect(steps.some((step) => step.startsWith('Quotient rule with u = ln(x) and v = x'))).toBe(true);
    expect(steps.some((step) => step.startsWith('Derivative of ln: d/dx[ln(x)] = 1 / x.'))).toBe(true);
  });

  it('says when the function is undefined at the point, also where floating point would give a number', () => {
    expect(failure({ function: '1/x' })).toBe('The function is not defined at x = 0, so it has no derivative there.');
    expect(failure({ function: '1/(1/x)' })).toBe('The function is not defined at x = 0, so it has no derivative there.');
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

  it('gives no number where the one-sided estimates disagree, with the analytical verdict', () => {
    expect(failure({ function: 'abs(x)', method: 'numerical' })).toBe(
      'The one-sided estimates do not agree at x = 0: from the left about -1, from the right about 1 (step 0.0001), and they stay apart as the step shrinks, so f has no derivative there. f has a corner at x = 0: its slope is -1 from the left and 1 from the right, so f′(0) does not exist.',
    );
    // x^(1/3): the quotients are h^(-2/3), 100 at h = 0.001 and 464.16 at h = 0.0001.
    expect(failure({ function: 'x^(1/3)', method: 'numerical' })).toMatch(
      /^The difference quotients at x = 0 grow without bound as the step shrinks \(100 at step 0\.001, 464\.158883 at step 0\.0001\): f has no finite derivative there \(a vertical tangent\)\. f has a vertical tangent/,
    );
  });

  it('gives x·|x| at 0 a derivative near 0 numerically too, never -0', () => {
    // [h² − (−h²)] / (2h) = h = 0.001
    expect(derivative({ function: 'x abs(x)', method: 'numerical', point: 0 }).result).toBe(0.001);
    expect(derivative({ function: '-x^3', method: 'numerical', point: 0, stepSize: 1e-7 }).result).toBe(0);
    expect(Object.is(derivative({ function: '-x^3', method: 'numerical', point: 0, stepSize: 1e-7 }).result, -0)).toBe(false);
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
    expect(tangentText(-1e-9, 0, -1e-9)).toBe('y = 0');
  });
});

describe('invalid input', () => {
  it('returns nothing for an invalid expression or point', () => {
    expect(compute({ function: 'sinn(x)', point: 1, method: 'analytical', stepSize: 0.001 })).toBeNull();
    expect(compute({ function: 'x', point: Number.NaN, method: 'analytical', stepSize: 0.001 })).toBeNull();
  });
});

describe('property: no NaN, Infinity, ∞, undefined or -0 on screen', () => {
  const pieces = ['x', 'sin(x)', 'ln(x)', 'e^x', 'sqrt(x)', '1/x', 'x^2', 'abs(x)', 'tan(x)', 'cbrt(x)', 'x^(1/3)', 'x^x', '1e300', '1e-300', '0'];
  const expression = fc
    .tuple(fc.constantFrom(...pieces), fc.constantFrom('+', '-', '*', '/', '^'), fc.constantFrom(...pieces))
    .map(([a, operator, b]) => `${a} ${operator} ${b}`);
  const point = fc.oneof(fc.constantFrom(0, 1, -1, Math.PI / 2, 1e300, -1e300, 1e-300, 710, 5e-324), fc.double({ min: -1e6, max: 1e6, noNaN: true }));
  const step = fc.oneof(fc.constantFrom(0.001, 1e-12, 1e-300, 1e300, 5e-324), fc.double({ min: 1e-9, max: 10, noNaN: true }));
  it('holds for extreme and random inputs', () => {
    fc.assert(
      fc.property(expression, point, fc.constantFrom('analytical', 'numerical'), step, (text, p, method, stepSize) => {
        const outcome = compute({ function: text, point: p, method, stepSize });
        if (outcome === null) return;
        const shown = isFailure(outcome)
          ? outcome.failure
          : [outcome.formula, String(outcome.result), outcome.derivative ?? '', outcome.tangentLine, String(outcome.functionValue), ...outcome.steps].join(
              '\n',
            );
        expect(shown).not.toMatch(/NaN|Infinity|undefined|∞/);
        expect(shown).not.toMatch(/(^|[^\d.e])-0(?![.\d])/);
        if (!isFailure(outcome)) {
          expect(Number.isFinite(outcome.result)).toBe(true);
          expect(Object.is(outcome.result, -0)).toBe(false);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('plausible extremes', () => {
  it('differentiates x² at a million: 2,000,000', () => {
    expect(derivative({ function: 'x^2', point: 1_000_000, method: 'analytical' }).result).toBe(2_000_000);
  });

  it('takes a step of a millionth: sin at 0 by central difference is 1 (0.99999999999983)', () => {
    expect(derivative({ function: 'sin(x)', point: 0, method: 'numerical', stepSize: 0.000001 }).result).toBe(1);
  });
});

describe('a derivative too large for a page', () => {
  // x^x^…^x with 100 x's, 199 characters: written out, its derivative has 2·100² + 7·100 - 8 = 20,692 nodes.
  const tower = (n: number) => Array.from({ length: n }, () => 'x').join('^');

  it('says the analytical method cannot work it out, and which method can', () => {
    expect(failure({ function: tower(100), point: 1 })).toBe(
      'The derivative of this function, written out, has more than 2,000 terms: too long to work out symbolically here. Choose the numerical method for f′(1).',
    );
  });

  // mpmath, 50 digits: (f(1.001) - f(0.999)) / 0.002 = 1.0000015000…, 1.000002 to 6 decimals; f′(1) = 1.
  it('gives the numerical value, 1.000002 at x = 1, with f′(x) shortened and the steps bounded', () => {
    const result = derivative({ function: tower(100), point: 1, method: 'numerical' });
    expect(result.result).toBe(1.000002);
    expect(result.derivative).toBeNull();
    expect(result.derivativeTooLong).toBe(true);
    expect(result.shortened).toBe(true);
    expect(result.analyticalValue).toBeNull();
    expect(result.steps.join('').length).toBeLessThanOrEqual(6000 + 1000);
    expect(result.steps).toContain('Written out, f′(x) has more than 2,000 terms: too long to work out and show here.');
  });

  it('works out f′(1) = 1 for a tower of 29 x’s, but shows neither f′(x) nor the steps’ largest maths in full', () => {
    const result = derivative({ function: tower(29), point: 1 });
    expect(result.result).toBe(1);
    expect(result.derivativeTooLong).toBe(true);
    expect(result.derivative).toBeNull();
    expect(result.typeset.derivative).toBeNull();
    expect(result.shortened).toBe(true);
  });

  it('leaves an ordinary result whole: x^x has f′(x) = x^x(ln(x) + 1), 1 at x = 1', () => {
    const result = derivative({ function: 'x^x', point: 1 });
    expect(result.result).toBe(1);
    expect(result.derivativeTooLong).toBe(false);
    expect(result.shortened).toBe(false);
  });
});
