import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { derivativeSteps, derivativeTooLarge, differentiate } from './derivative.ts';
import { parseExpression, type Expression } from './expression.ts';

function parsed(text: string): Expression {
  const outcome = parseExpression(text);
  if (!outcome.ok) throw new Error(`${text}: ${outcome.message}`);
  return outcome.expression;
}

function derivativeOf(text: string): Expression {
  const derivative = differentiate(parsed(text));
  if (!derivative) throw new Error(`${text} has no written derivative`);
  return derivative;
}

/**
 * A second method, independent of the rules: the five-point central difference, whose error is of
 * order h⁴, so at h = 1e-3 it agrees with the true slope of a smooth function to about eight digits.
 */
function numericalSlope(f: (x: number) => number, x: number, h = 1e-3): number {
  return (f(x - 2 * h) - 8 * f(x - h) + 8 * f(x + h) - f(x + 2 * h)) / (12 * h);
}

describe('symbolic derivatives, against the textbook results worked by hand', () => {
  const cases: [text: string, derivative: (x: number) => number][] = [
    ['x^3', (x) => 3 * x ** 2],
    ['5', () => 0],
    ['x^3 sin(x)', (x) => 3 * x ** 2 * Math.sin(x) + x ** 3 * Math.cos(x)],
    ['sin(x)/x', (x) => (x * Math.cos(x) - Math.sin(x)) / x ** 2],
    ['e^(x^2)', (x) => 2 * x * Math.exp(x ** 2)],
    ['ln(x^2 + 1)', (x) => (2 * x) / (x ** 2 + 1)],
    ['sqrt(x)', (x) => 1 / (2 * Math.sqrt(x))],
    ['atan(2x)', (x) => 2 / (1 + 4 * x ** 2)],
    ['2^x', (x) => 2 ** x * Math.LN2],
    ['x^x', (x) => x ** x * (Math.log(x) + 1)],
    ['log(x)', (x) => 1 / (x * Math.LN10)],
    ['tan(x)', (x) => 1 / Math.cos(x) ** 2],
    ['asin(x)', (x) => 1 / Math.sqrt(1 - x ** 2)],
    ['cosh(3x)', (x) => 3 * Math.sinh(3 * x)],
    ['cbrt(x)', (x) => 1 / (3 * Math.cbrt(x) ** 2)],
    ['abs(x)', (x) => Math.sign(x)],
  ];

  it.each(cases)('d/dx[%s] agrees with the hand-worked derivative at several points', (text, expected) => {
    const derivative = derivativeOf(text);
    for (const x of [0.3, 0.45, 0.7, 0.9]) {
      const want = expected(x);
      expect(Math.abs(derivative.evaluate(x) - want)).toBeLessThanOrEqual(1e-12 * Math.max(1, Math.abs(want)));
    }
  });

  it('simplifies: the derivative of x^2 + 2x + 1 reads 2x + 2', () => {
    const derivative = derivativeOf('x^2 + 2x + 1');
    expect(derivative.evaluate(0)).toBe(2);
    expect(derivative.evaluate(3)).toBe(8);
    expect(derivative.text.replace(/\s|\*/g, '')).toBe('2x+2');
  });
});

/** Smooth expressions in x, defined everywhere on the reals, as text the parser reads. */
const smoothExpression: fc.Arbitrary<string> = fc.letrec<{ expression: string }>((tie) => ({
  expression: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constant('x'),
    fc.integer({ min: -5, max: 5 }).map(String),
    fc.tuple(tie('expression'), fc.constantFrom('+', '-', '*'), tie('expression')).map(([a, op, b]) => `(${a}) ${op} (${b})`),
    tie('expression').map((a) => `(${a}) / (1 + (${a})^2)`),
    fc.tuple(tie('expression'), fc.integer({ min: 2, max: 4 })).map(([a, n]) => `(${a})^${n}`),
    fc.tuple(fc.constantFrom('sin', 'cos', 'atan'), tie('expression')).map(([name, a]) => `${name}(${a})`),
    tie('expression').map((a) => `exp(sin(${a}))`),
  ),
})).expression;

describe('symbolic derivatives, against a numerical method (property)', () => {
  it('agree with the five-point central difference for random smooth expressions', () => {
    fc.assert(
      fc.property(smoothExpression, fc.double({ min: -2, max: 2, noNaN: true }), (text, x) => {
        const f = parsed(text);
        const derivative = derivativeOf(text);
        const symbolic = derivative.evaluate(x);
        // Two step sizes: their difference bounds the difference quotient's own truncation error,
        // which grows with the function's higher derivatives. Where the two disagree (exp(sin(x^12))
        // turns through radians within one step) the second method is not trusted and the case is
        // skipped.
        const coarse = numericalSlope((t) => f.evaluate(t), x, 2e-3);
        const numerical = numericalSlope((t) => f.evaluate(t), x, 1e-3);
        const scale = Math.max(1, Math.abs(symbolic), Math.abs(f.evaluate(x)));
        expect(Number.isFinite(symbolic)).toBe(true);
        fc.pre(Math.abs(coarse - numerical) <= 1e-4 * scale);
        expect(Math.abs(symbolic - numerical)).toBeLessThanOrEqual(1e-6 * scale + 2 * Math.abs(coarse - numerical));
      }),
      { numRuns: 300 },
    );
  });
});

describe('worked steps name the rule used at each stage', () => {
  const stepsFor = (text: string) =>
    derivativeSteps(parsed(text).tree)
      .map((step) => step.text)
      .join('\n');

  it('a product, a quotient, a chain, a power and a sum', () => {
    expect(stepsFor('x^2 sin(x)')).toMatch(/^Product rule/);
    expect(stepsFor('x^2 sin(x)')).toMatch(/Power rule/);
    expect(stepsFor('sin(x)/(x^2 + 1)')).toMatch(/^Quotient rule/);
    expect(stepsFor('sin(x^2)')).toMatch(/^Chain rule with u = x/);
    expect(stepsFor('x^3 + x')).toMatch(/^Sum rule/);
    expect(stepsFor('2^x')).toMatch(/^Exponential rule/);
    expect(stepsFor('x^x')).toMatch(/^Logarithmic differentiation/);
  });

  it('a constant has the constant rule only, and a long expression is cut short with a note', () => {
    expect(derivativeSteps(parsed('7').tree).map((step) => step.text)).toEqual(['Constant rule: f does not depend on x, so f′(x) = 0.']);
    const long = Array.from({ length: 20 }, (_, index) => `sin(${index + 1}x)`).join(' + ');
    const steps = derivativeSteps(parsed(long).tree, 5);
    expect(steps).toHaveLength(6);
    expect(steps.at(-1)?.text).toBe('The remaining parts are differentiated by the same rules.');
  });
});

describe('derivatives too large to work out', () => {
  /**
   * x^x^…^x with n x's: its unsimplified derivative (x^v)′ = x^v·(v′·ln(x) + v·1/x) written out has
   * D(n) = D(n - 1) + 4n + 5 nodes, D(1) = 1, so D(n) = 2n² + 7n - 8: 1,877 for 29 x's, 2,002 for 30.
   */
  const tower = (n: number) => Array.from({ length: n }, () => 'x').join('^');

  it('works out the derivative of a tower of 29 x’s (1,877 nodes) and not of 30 (2,002 nodes, over 2,000)', () => {
    expect(derivativeTooLarge(parsed(tower(29)).tree)).toBe(false);
    expect(differentiate(parsed(tower(29)))).not.toBeNull();
    expect(derivativeTooLarge(parsed(tower(30)).tree)).toBe(true);
    expect(differentiate(parsed(tower(30)))).toBeNull();
  });

  it('keeps the steps of a 100-x tower short: each step’s derivative too large to show says so', () => {
    const steps = derivativeSteps(parsed(tower(100)).tree);
    expect(steps).toHaveLength(13);
    expect(steps[0]?.text).toMatch(/^Logarithmic differentiation: .* = \[too long to show\]\.$/);
    expect(steps[0]?.shortened).toBe(true);
    expect(steps.at(-1)?.text).toBe('The remaining parts are differentiated by the same rules.');
    expect(steps.reduce((sum, each) => sum + each.text.length, 0)).toBeLessThan(20_000);
  });
});
