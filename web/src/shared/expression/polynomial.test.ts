import { describe, expect, it } from 'vitest';
import { parseExpression, type Expr } from './expression.ts';
import { degree, formatPolynomial, multiplyPolynomials, toPolynomial } from './polynomial.ts';
import { add, formatRational, fromNumber, rational } from './rational.ts';

function tree(text: string): Expr {
  const outcome = parseExpression(text);
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.expression.tree;
}

describe('exact rationals', () => {
  it('reads decimals exactly: 0.1 is 1/10, 2.5e-3 is 1/400, and 1/3 + 1/6 = 1/2', () => {
    expect(formatRational(fromNumber(0.1) ?? rational(0n))).toBe('1/10');
    expect(formatRational(fromNumber(2.5e-3) ?? rational(0n))).toBe('1/400');
    expect(formatRational(add(rational(1n, 3n), rational(1n, 6n)))).toBe('1/2');
    expect(formatRational(rational(4n, -6n))).toBe('-2/3');
  });
});

describe('polynomials from expressions', () => {
  it('expands products and powers: (x + 1)^2 (x - 2) = x^3 - 3x - 2', () => {
    const outcome = toPolynomial(tree('(x + 1)^2 (x - 2)'));
    expect(outcome.ok && formatPolynomial(outcome.polynomial)).toBe('x^3 - 3x - 2');
    expect(outcome.ok && degree(outcome.polynomial)).toBe(3);
  });

  it('keeps fractional coefficients exact: x^2/2 - 0.75 = (1/2)x^2 - 3/4', () => {
    const outcome = toPolynomial(tree('x^2/2 - 0.75'));
    expect(outcome.ok && formatPolynomial(outcome.polynomial)).toBe('(1/2)x^2 - 3/4');
  });

  it('says why an expression is not a polynomial', () => {
    expect(toPolynomial(tree('1/x'))).toEqual({ ok: false, reason: 'x appears in a denominator' });
    expect(toPolynomial(tree('x^0.5'))).toEqual({ ok: false, reason: 'an exponent is not a whole number' });
    expect(toPolynomial(tree('2^x'))).toEqual({ ok: false, reason: 'x appears in an exponent' });
    expect(toPolynomial(tree('pi x'))).toEqual({ ok: false, reason: 'pi is not a rational number' });
  });

  it('multiplies exactly: (x - 1)(x + 1) = x^2 - 1', () => {
    const left = toPolynomial(tree('x - 1'));
    const right = toPolynomial(tree('x + 1'));
    if (!left.ok || !right.ok) throw new Error('not polynomials');
    expect(formatPolynomial(multiplyPolynomials(left.polynomial, right.polynomial))).toBe('x^2 - 1');
  });
});
