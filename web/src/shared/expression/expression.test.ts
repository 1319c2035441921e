import { describe, expect, it } from 'vitest';
import { differentiate } from './derivative.ts';
import { formatErrorText, parseExpression, type Expression } from './expression.ts';

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

  it('knows the functions and constants: sin(x)/x, e^(-x^2), ln(x), log(x), sqrt(1-x^2), pi', () => {
    expect(parsed('sin(x)/x').evaluate(Math.PI / 2)).toBeCloseTo(2 / Math.PI, 15);
    expect(parsed('e^(-x^2)').evaluate(1)).toBeCloseTo(1 / Math.E, 15);
    expect(parsed('ln(x)').evaluate(Math.E)).toBeCloseTo(1, 15);
    expect(parsed('log(x)').evaluate(1000)).toBeCloseTo(3, 15);
    expect(parsed('sqrt(1-x^2)').evaluate(0.6)).toBeCloseTo(0.8, 15);
    expect(parsed('2pi x').evaluate(1)).toBeCloseTo(2 * Math.PI, 15);
  });

  it('takes odd roots of negative numbers as real: x^(1/3) at -8 is -2', () => {
    expect(parsed('x^(1/3)').evaluate(-8)).toBeCloseTo(-2, 14);
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
  it('differentiates x^2 + 2x + 1 to 2(x + 1)', () => {
    const derivative = differentiate(parsed('x^2 + 2x + 1'));
    expect(derivative?.text).toBe('2(x + 1)');
    expect(derivative?.evaluate(1)).toBe(4);
  });

  it('keeps our names: d/dx ln(x) = 1 / x, d/dx log(x) = 1 / (ln(10) x)', () => {
    expect(differentiate(parsed('ln(x)'))?.text).toBe('1 / x');
    expect(differentiate(parsed('log(x)'))?.evaluate(10)).toBeCloseTo(1 / (10 * Math.LN10), 15);
  });

  it('differentiates e^(-x^2) to -2x e^(-x^2)', () => {
    // at x = 1: -2/e
    expect(differentiate(parsed('e^(-x^2)'))?.evaluate(1)).toBeCloseTo(-2 / Math.E, 15);
  });

  it('differentiates |x| to x / |x| away from 0', () => {
    expect(differentiate(parsed('abs(x)'))?.evaluate(-3)).toBe(-1);
  });

  it('differentiates a long expression too (simplified more lightly), agreeing with central differences', () => {
    const f = parsed(
      'e^x + x/3 + x^3 * sin(x) + cos(2x) * exp(-x/7) + ln(x^2 + 1) / sqrt(x + 3) + tan(x/4) * atan(x) + cbrt(x + 5) * cosh(x/9) + log(x + 7)^2 + 3x^4 / (x^2 + 1)',
    );
    const derivative = differentiate(f);
    expect(derivative).not.toBeNull();
    const h = 1e-5;
    for (const x of [0.5, 1.3, 2.1]) expect(derivative?.evaluate(x)).toBeCloseTo((f.evaluate(x + h) - f.evaluate(x - h)) / (2 * h), 5);
    // Integer arithmetic is done and ln(e) is 1: the derivative of x^3 reads 3x^2, of e^x exp(x).
    expect(derivative?.text).toContain('3x^2 * sin(x)');
    expect(derivative?.text).toMatch(/^exp\(x\) \+ /);
    expect(derivative?.text).not.toContain('ln(e)');
  });
});

describe('formatting an error', () => {
  it('shows three significant digits', () => {
    expect(formatErrorText(0)).toBe('0');
    expect(formatErrorText(0.013333333)).toBe('0.0133');
    expect(formatErrorText(1.2345e-9)).toBe('1.23e-9');
  });
});
