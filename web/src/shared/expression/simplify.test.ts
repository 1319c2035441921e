import { describe, expect, it } from 'vitest';
import { formatExpr, parseExpression } from './expression.ts';
import { simplify } from './simplify.ts';

function simplified(text: string): string {
  const outcome = parseExpression(text);
  if (!outcome.ok) throw new Error(outcome.message);
  return formatExpr(simplify(outcome.expression.tree));
}

describe('simplifying an expression', () => {
  it('adds like terms and drops zero terms, in the order they first appear', () => {
    expect(simplified('2x + 3x')).toBe('5x');
    expect(simplified('x + 1 - x')).toBe('1');
    expect(simplified('sin(x) + 1 + 2sin(x)')).toBe('3sin(x) + 1');
    expect(simplified('0 * x + 0 + x')).toBe('x');
  });

  it('multiplies like bases by adding their exponents, and writes negative powers below the line', () => {
    expect(simplified('x * x^2')).toBe('x^3');
    expect(simplified('x^3 / x')).toBe('x^2');
    expect(simplified('x / x^3')).toBe('1 / x^2');
    expect(simplified('sin(x) * x * sin(x)')).toBe('x * sin(x)^2');
    expect(simplified('2 / (3x)')).toBe('2 / (3x)');
  });

  it('multiplies a number into a sum, but leaves other products of sums as they are', () => {
    expect(simplified('2(x + 1)')).toBe('2x + 2');
    expect(simplified('-(x - 3)')).toBe('-x + 3');
    expect(simplified('x(x + 1)')).toBe('x * (x + 1)');
    expect(simplified('(x + 1)(x - 1)')).toBe('(x + 1) * (x - 1)');
  });

  it('keeps fractions exact and decimals decimal', () => {
    expect(simplified('x/3 + x/6')).toBe('x / 2'); // 1/3 + 1/6 = 1/2
    expect(simplified('1/3 + 1/6')).toBe('1/2');
    expect(simplified('0.1x + 0.2x')).toBe('0.3x'); // exactly 3/10, not 0.30000000000000004
  });

  it('takes whole powers of a product factor by factor, but a fractional power only of a single base', () => {
    expect(simplified('(2x)^3')).toBe('8x^3');
    expect(simplified('(x^2)^3')).toBe('x^6');
    expect(simplified('(x^2)^(1/2)')).toBe('(x^2)^(1/2)'); // |x|, not x
    expect(simplified('(4x)^(1/2)')).toBe('(4x)^(1/2)');
    expect(simplified('x^0 + 2^(1/2) * 2^(1/2)')).toBe('3');
  });

  it('works out functions only where their value is exact', () => {
    expect(simplified('ln(e) + exp(0) + sin(0) + cos(0) + log(10) + ln(1)')).toBe('4');
    expect(simplified('ln(2) + sqrt(2)')).toBe('ln(2) + sqrt(2)');
  });

  it('leaves what has no value as it is: division by zero stays a division by zero', () => {
    const outcome = parseExpression('x / 0');
    if (!outcome.ok) throw new Error(outcome.message);
    expect(simplify(outcome.expression.tree)).toEqual(expect.objectContaining({ kind: 'binary' }));
    expect(simplified('x / 0')).toBe('x / 0');
  });

  it('tells apart numbers that differ beyond the ten digits shown', () => {
    const outcome = parseExpression('sin(0.12345678901x) - sin(0.12345678902x)');
    if (!outcome.ok) throw new Error(outcome.message);
    const simplifiedTree = simplify(outcome.expression.tree);
    expect(simplifiedTree).not.toEqual({ kind: 'number', value: 0 });
  });

  it('keeps the value of every expression, checked at several points', () => {
    const texts = [
      '(x + 1)^2 / (x + 1) - 3x/4 + x^(1/3) * x^(2/3)',
      '2(x - 1) * 3(x + 2) / (6x)',
      'sqrt(x^2 + 1)^2 - exp(x) * exp(x) / exp(2x)',
      '(x^3 - x) / x^2 * (0.5 + 0.25)',
    ];
    for (const text of texts) {
      const original = parseExpression(text);
      const shown = parseExpression(simplified(text));
      if (!original.ok || !shown.ok) throw new Error(text);
      for (const x of [-2.5, -0.3, 0.7, 3.1]) expect(shown.expression.evaluate(x), `${text} at ${x}`).toBeCloseTo(original.expression.evaluate(x), 10);
    }
  });
});
