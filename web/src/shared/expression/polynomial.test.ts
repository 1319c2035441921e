import { describe, expect, it } from 'vitest';
import { parseExpression, type Expr } from './expression.ts';
import {
  addPolynomials,
  degree,
  evaluateAt,
  evaluateNumber,
  formatPolynomial,
  multiplyPolynomials,
  samePolynomial,
  scale,
  toPolynomial,
  trim,
  type Polynomial,
} from './polynomial.ts';
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

describe('polynomial arithmetic', () => {
  /** Whole coefficients, lowest power first. */
  const whole = (...coefficients: number[]): Polynomial => coefficients.map((c) => rational(BigInt(c)));

  it('drops trailing zero coefficients: 1 + 2x + 0x² is 1 + 2x, of degree 1', () => {
    expect(trim(whole(1, 2, 0, 0))).toEqual(whole(1, 2));
    expect(degree(whole(1, 2, 0))).toBe(1);
    expect(trim(whole(0, 0))).toEqual([]);
  });

  it('adds term by term, and a sum that cancels is the zero polynomial: (x² + 3x − 1) + (−x² + 2) = 3x + 1', () => {
    expect(addPolynomials(whole(-1, 3, 1), whole(2, 0, -1))).toEqual(whole(1, 3));
    expect(addPolynomials(whole(1, 1), whole(-1, -1))).toEqual([]);
  });

  it('scales every coefficient: (1/2)(4x² − 2) = 2x² − 1', () => {
    expect(scale(whole(-2, 0, 4), rational(1n, 2n))).toEqual(whole(-1, 0, 2));
  });

  it('evaluates exactly by Horner’s rule: 2x³ − x + 5 at 1/2 is 19/4, and 33.75 at 2.5 in floating point', () => {
    // 2 × 1/8 − 1/2 + 5 = 1/4 − 1/2 + 5 = 19/4; 2 × 15.625 − 2.5 + 5 = 33.75.
    expect(formatRational(evaluateAt(whole(5, -1, 0, 2), rational(1n, 2n)))).toBe('19/4');
    expect(evaluateNumber(whole(5, -1, 0, 2), 2.5)).toBe(33.75);
  });

  it('compares exactly, ignoring trailing zeros: (x + 1)(x − 1) is x² − 1, not x² + 1', () => {
    expect(samePolynomial(multiplyPolynomials(whole(1, 1), whole(-1, 1)), whole(-1, 0, 1, 0))).toBe(true);
    expect(samePolynomial(whole(-1, 0, 1), whole(1, 0, 1))).toBe(false);
  });
});
