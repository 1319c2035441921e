import { describe, expect, it } from 'vitest';
import { differentiate } from './derivative.ts';
import { formatErrorText, formatExpr, fromTree, parseExpression, type Expression } from './expression.ts';

function parsed(text: string): Expression {
  const outcome = parseExpression(text);
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.expression;
}

function messageFor(text: string): string {
  const outcome = parseExpression(text);
  if (outcome.ok) throw new Error(`${text} parsed`);
  return outcome.message;
}

describe('reading an expression in x', () => {
  it('reads implicit multiplication: 2x at 3 is 6, x^2 + 2x + 1 at 2 is 9', () => {
    expect(parsed('2x').evaluate(3)).toBe(6);
    expect(parsed('x^2 + 2x + 1').evaluate(2)).toBe(9);
    expect(parsed('(x + 1)(x - 1)').evaluate(3)).toBe(8);
    expect(parsed('x(x + 1)').evaluate(3)).toBe(12);
  });

  it('raises only the bracket after x to a power, as on paper: x(x - 2)^2 at 3 is 3 × 1² = 3, not (3 × 1)² = 9', () => {
    expect(parsed('x(x - 2)^2').evaluate(3)).toBe(3);
    // −2 × (−3) × (−5)² = 150: the factoring calculator writes −2x³ + 8x² − 8x this way.
    expect(parsed('-2x(x - 2)^2').evaluate(-3)).toBe(150);
    expect(parsed('(x(x - 2))^2').evaluate(3)).toBe(9);
    expect(parsed('x(x + 1)^3 + 1').evaluate(2)).toBe(55);
  });

  it('knows the functions and constants: sin(x)/x, e^(-x^2), ln(x), log(x), sqrt(1-x^2), pi', () => {
    expect(parsed('sin(x)/x').evaluate(Math.PI / 2)).toBeCloseTo(2 / Math.PI, 15);
    expect(parsed('e^(-x^2)').evaluate(1)).toBeCloseTo(1 / Math.E, 15);
    expect(parsed('ln(x)').evaluate(Math.E)).toBeCloseTo(1, 15);
    expect(parsed('log(x)').evaluate(1000)).toBeCloseTo(3, 15);
    expect(parsed('sqrt(1-x^2)').evaluate(0.6)).toBeCloseTo(0.8, 15);
    expect(parsed('2pi x').evaluate(1)).toBeCloseTo(2 * Math.PI, 15);
  });

  it('takes odd roots of negative numbers as real: x^(1/3) at -8 is -2, x^(-1/3) is -1/2, x^(2/3) is 4', () => {
    expect(parsed('x^(1/3)').evaluate(-8)).toBeCloseTo(-2, 14);
    expect(parsed('x^(-1/3)').evaluate(-8)).toBeCloseTo(-0.5, 14);
    expect(parsed('x^-(1/3)').evaluate(-8)).toBeCloseTo(-0.5, 14);
    expect(parsed('x^(-2/3)').evaluate(-8)).toBeCloseTo(0.25, 14);
    expect(parsed('x^(2/3)').evaluate(-8)).toBeCloseTo(4, 14);
    expect(parsed('x^(1/2)').evaluate(-4)).toBeNaN();
  });

  it('accepts pasted typography: 3·x² − 1', () => {
    expect(parsed('3·x² − 1').evaluate(2)).toBe(11);
  });

  it('gives NaN or an infinity where the function is undefined, never an exception', () => {
    expect(parsed('1/x').evaluate(0)).toBe(Infinity);
    expect(parsed('sqrt(x)').evaluate(-1)).toBeNaN();
  });
});

describe('inline messages for an invalid expression', () => {
  it('names an unfinished operator', () => {
    expect(messageFor('x^2 +')).toBe('Unexpected end of expression after "+"');
  });

  it('names an unknown function', () => {
    expect(messageFor('sinn(x)')).toBe('Unknown function "sinn"');
  });

  it('asks for x as the variable', () => {
    expect(messageFor('y^2 + 1')).toBe('Use x as the variable');
    expect(messageFor('t(2)')).toBe('Use x as the variable');
  });

  it('asks for parentheses after a function name', () => {
    expect(messageFor('sin x')).toBe('Write "sin" with parentheses, as in sin(x)');
  });

  it('names a missing parenthesis, a missing value and a stray character', () => {
    expect(messageFor('sin(x')).toBe('Missing closing parenthesis ")"');
    expect(messageFor('2**x')).toBe('Value expected after "*"');
    expect(messageFor('x)')).toBe('Unexpected ")" at position 2');
    expect(messageFor('x!')).toBe('The operator "!" is not supported');
    expect(messageFor('   ')).toBe('Enter an expression in x, such as x^2 + 2x + 1');
  });
});

describe('the symbolic derivative', () => {
  it('differentiates x^2 + 2x + 1 to 2x + 2, as the spec writes it', () => {
    const derivative = differentiate(parsed('x^2 + 2x + 1'));
    expect(derivative?.text).toBe('2x + 2');
    expect(derivative?.evaluate(1)).toBe(4);
  });

  it('writes the textbook derivatives as on paper', () => {
    const text = (expression: string) => differentiate(parsed(expression))?.text;
    expect(text('x^3')).toBe('3x^2');
    expect(text('sin(x)')).toBe('cos(x)');
    expect(text('cos(x)')).toBe('-sin(x)');
    expect(text('sqrt(x)')).toBe('1 / (2sqrt(x))'); // (x^(1/2))′ = (1/2)x^(-1/2)
    expect(text('1/x')).toBe('-1 / x^2');
    expect(text('sin(x)/x')).toBe('(x * cos(x) - sin(x)) / x^2'); // (u′v − uv′) / v²
    expect(text('e^(-x^2)')).toBe('-2x * exp(-x^2)'); // chain rule: e^u · u′, u′ = -2x
    expect(text('x^x')).toBe('x^x * (ln(x) + 1)'); // x^x · (1 · ln(x) + x · 1/x)
    expect(text('2^x')).toBe('ln(2) * 2^x');
    expect(text('(2x)^3')).toBe('24x^2'); // 8x^3, then 24x^2
    expect(text('x/3')).toBe('1/3');
    expect(text('x^(1/3)')).toBe('1 / (3x^(2/3))');
    expect(text('atan(x^2)')).toBe('2x / (1 + x^4)');
    expect(text('0.5x^2 + 0.1x')).toBe('x + 0.1');
  });

  it('keeps our names: d/dx ln(x) = 1 / x, d/dx log(x) = 1 / (ln(10) x)', () => {
    expect(differentiate(parsed('ln(x)'))?.text).toBe('1 / x');
    expect(differentiate(parsed('log(x)'))?.text).toBe('1 / (ln(10) * x)');
    expect(differentiate(parsed('log(x)'))?.evaluate(10)).toBeCloseTo(1 / (10 * Math.LN10), 15);
  });

  it('differentiates e^(-x^2) to -2x e^(-x^2)', () => {
    // at x = 1: -2/e
    expect(differentiate(parsed('e^(-x^2)'))?.evaluate(1)).toBeCloseTo(-2 / Math.E, 15);
  });

  it('differentiates |x| to x / |x| away from 0', () => {
    expect(differentiate(parsed('abs(x)'))?.text).toBe('x / abs(x)');
    expect(differentiate(parsed('abs(x)'))?.evaluate(-3)).toBe(-1);
  });

  it('agrees with central differences for every function it knows, at points where each is defined', () => {
    const h = 1e-6;
    const cases: [string, number][] = [
      ['tan(x)', 0.7],
      ['sec(x)', 0.7],
      ['csc(x)', 0.7],
      ['cot(x)', 0.7],
      ['asin(x)', 0.3],
      ['acos(x)', 0.3],
      ['atan(x)', 2],
      ['sinh(x)', 1.5],
      ['cosh(x)', 1.5],
      ['tanh(x)', 0.4],
      ['exp(3x)', 0.2],
      ['ln(x^2 + 1)', 1.2],
      ['log(x + 7)^2', 1.2],
      ['cbrt(x)', -8],
      ['x^(2/3)', -8],
      ['pi^x', 0.5],
      ['x^sin(x)', 1.1],
      ['3x^4 / (x^2 + 1)', 1.3],
      ['sqrt(1 - x^2) * acos(x/2)', 0.6],
    ];
    for (const [text, x] of cases) {
      const f = parsed(text);
      const derivative = differentiate(f);
      expect(derivative, text).not.toBeNull();
      expect(derivative?.evaluate(x), text).toBeCloseTo((f.evaluate(x + h) - f.evaluate(x - h)) / (2 * h), 5);
      // What the page shows is itself a valid expression with the same value.
      const shown = parseExpression(derivative?.text ?? '');
      expect(shown.ok && shown.expression.evaluate(x), text).toBeCloseTo(derivative?.evaluate(x) ?? Number.NaN, 12);
    }
  });

  it('differentiates a long expression, agreeing with central differences', () => {
    const f = parsed(
      'e^x + x/3 + x^3 * sin(x) + cos(2x) * exp(-x/7) + ln(x^2 + 1) / sqrt(x + 3) + tan(x/4) * atan(x) + cbrt(x + 5) * cosh(x/9) + log(x + 7)^2 + 3x^4 / (x^2 + 1)',
    );
    const derivative = differentiate(f);
    expect(derivative).not.toBeNull();
    const h = 1e-5;
    for (const x of [0.5, 1.3, 2.1]) expect(derivative?.evaluate(x)).toBeCloseTo((f.evaluate(x + h) - f.evaluate(x - h)) / (2 * h), 5);
    // The terms in the order they were typed; integer arithmetic done and ln(e) is 1.
    expect(derivative?.text).toMatch(/^exp\(x\) \+ 1\/3 \+ 3x\^2 \* sin\(x\) \+ x\^3 \* cos\(x\)/);
    expect(derivative?.text).not.toContain('ln(e)');
  });
});

describe('formatting an error', () => {
  it('shows three significant digits', () => {
    expect(formatErrorText(0)).toBe('0');
    expect(formatErrorText(0.013333333)).toBe('0.0133');
    expect(formatErrorText(1.2345e-9)).toBe('1.23e-9');
  });

  it('shows a difference within the rounding of numbers of its size as the bound it is below, which every engine computes alike', () => {
    // 1.61e-15 on the server and 1.72e-15 in the browser for the same integral: both read the same.
    expect(formatErrorText(1.61e-15)).toBe('< 1e-12');
    expect(formatErrorText(1.72e-15, 0.5)).toBe('< 1e-12');
    // Near e^50 ≈ 5.18e21 the rounding of a double is about 1e6: a difference of 1e9 is still below it.
    expect(formatErrorText(1e9, 5.18e21)).toBe('< 10000000000');
    expect(formatErrorText(2.5e-11, 3)).toBe('2.5e-11');
  });
});

describe('an expression made from a tree', () => {
  it('is written as formatExpr writes its tree, or as the text it was given, and evaluates either way', () => {
    const tree = parsed('2x^2 + sin(x)').tree;
    const made = fromTree(tree);
    expect(made.evaluate(1)).toBeCloseTo(2 + Math.sin(1), 15);
    expect(made.text).toBe(formatExpr(tree));
    expect(made.text).toBe('2x^2 + sin(x)');
    expect(fromTree(tree, '2 x^2 + sin x').text).toBe('2 x^2 + sin x');
    expect({ ...made }.text).toBe('2x^2 + sin(x)');
  });
});
