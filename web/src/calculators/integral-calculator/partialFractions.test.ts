import { describe, expect, it } from 'vitest';
import { fromTree, parseExpression, type Expr } from '../../shared/expression/expression.ts';
import type { Polynomial } from '../../shared/expression/polynomial.ts';
import { rational, toNumber } from '../../shared/expression/rational.ts';
import { divideWithRemainder, exactRational, integrateRational, toRationalFunction } from './partialFractions.ts';

function treeOf(text: string): Expr {
  const outcome = parseExpression(text);
  if (!outcome.ok) throw new Error(`${text}: ${outcome.message}`);
  return outcome.expression.tree;
}

/** Whole coefficients, lowest power first, as an exact polynomial. */
const polynomial = (...coefficients: number[]): Polynomial => coefficients.map((c) => rational(BigInt(c)));
const numbers = (p: Polynomial) => p.map(toNumber);

/** F(b) − F(a) for the antiderivative partial fractions give of the text's P/Q, with Q's real poles. */
function integrated(text: string, a: number, b: number): { value: number; poles: number[] } {
  const fraction = toRationalFunction(treeOf(text));
  if (fraction === null) throw new Error(`${text} is P/Q`);
  const result = integrateRational(fraction);
  if (result === null) throw new Error(`${text} splits into partial fractions`);
  const F = fromTree(result.antiderivative).evaluate;
  return { value: F(b) - F(a), poles: [...result.poles].sort((p, q) => p - q) };
}

describe('reading P/Q', () => {
  it('reads 1/(x^2 − 1) as 1 over −1 + x²', () => {
    const fraction = toRationalFunction(treeOf('1/(x^2 - 1)'));
    expect(fraction && numbers(fraction.numerator)).toEqual([1]);
    expect(fraction && numbers(fraction.denominator)).toEqual([-1, 0, 1]);
  });

  it('brings a sum over one denominator: 1/x + 1/(x + 1) = (2x + 1)/(x² + x)', () => {
    const fraction = toRationalFunction(treeOf('1/x + 1/(x + 1)'));
    expect(fraction && numbers(fraction.numerator)).toEqual([1, 2]);
    expect(fraction && numbers(fraction.denominator)).toEqual([0, 1, 1]);
  });

  it('is not P/Q with a function of x or a fractional power in it', () => {
    expect(toRationalFunction(treeOf('sin(x)/x'))).toBeNull();
    expect(toRationalFunction(treeOf('1/x^(1/2)'))).toBeNull();
  });

  it('reads a decimal limit as the fraction it is: 0.5 is 1/2, 0.1 is 1/10', () => {
    expect(exactRational(0.5)).toEqual(rational(1n, 2n));
    expect(exactRational(0.1)).toEqual(rational(1n, 10n));
  });
});

describe('long division of polynomials', () => {
  it('divides x³ + 2x + 5 by x² + 1: quotient x, remainder x + 5', () => {
    const { quotient, remainder } = divideWithRemainder(polynomial(5, 2, 0, 1), polynomial(1, 0, 1));
    expect(numbers(quotient)).toEqual([0, 1]);
    expect(numbers(remainder)).toEqual([5, 1]);
  });

  it('divides 2x⁴ − 3x² + x − 7 by x² − x + 2: quotient 2x² + 2x − 5, remainder 3 − 8x', () => {
    const { quotient, remainder } = divideWithRemainder(polynomial(-7, 1, -3, 0, 2), polynomial(2, -1, 1));
    expect(numbers(quotient)).toEqual([-5, 2, 2]);
    expect(numbers(remainder)).toEqual([3, -8]);
  });
});

/** Values from sympy 1.14, integrate(f, (x, a, b)), evaluated with N(…, 17) and written to double precision. */
describe('integrating P/Q by partial fractions', () => {
  it('splits (x + 1)/((x − 2)(x − 3)) into −3/(x − 2) + 4/(x − 3), poles at 2 and 3', () => {
    // −3 ln|x − 2| + 4 ln|x − 3|, worked by hand, from 4 to 5: −3 ln 3 + 4 ln 2 − (−3 ln 2).
    const { value, poles } = integrated('(x + 1)/(x^2 - 5x + 6)', 4, 5);
    expect(value).toBeCloseTo(-3 * Math.log(3) + 7 * Math.log(2), 12);
    expect(poles).toEqual([2, 3]);
  });

  it('integrates 1/(x² − 1) from 2 to 3 to ln(3/2)/2 = 0.2027325540540822, poles at ±1', () => {
    const { value, poles } = integrated('1/(x^2 - 1)', 2, 3);
    expect(value).toBeCloseTo(0.2027325540540822, 14);
    expect(poles).toEqual([-1, 1]);
  });

  it('integrates 1/(x² + 1) from 0 to 1 to π/4 with no real pole', () => {
    const { value, poles } = integrated('1/(x^2 + 1)', 0, 1);
    expect(value).toBeCloseTo(0.7853981633974483, 14);
    expect(poles).toEqual([]);
  });

  it('divides out the polynomial part first: (x³ + 2x + 5)/(x² + 1) from 0 to 1 is 1/2 + ln(2)/2 + 5π/4 = 4.773564407267214', () => {
    expect(integrated('(x^3 + 2x + 5)/(x^2 + 1)', 0, 1).value).toBeCloseTo(4.773564407267214, 13);
  });

  it('uses the reduction formula for a repeated quadratic: 1/(x² + 1)² from 0 to 1 is 1/4 + π/8 = 0.6426990816987241', () => {
    expect(integrated('1/(x^2 + 1)^2', 0, 1).value).toBeCloseTo(0.6426990816987241, 14);
  });

  it('splits a repeated linear factor: 1/(x(x + 1)²) = 1/x − 1/(x + 1) − 1/(x + 1)², from 1 to 2 ln(4/3) − 1/6 = 0.12101540578511426', () => {
    const { value, poles } = integrated('1/(x(x + 1)^2)', 1, 2);
    expect(value).toBeCloseTo(0.12101540578511426, 14);
    expect(poles).toEqual([-1, 0]);
  });

  it('handles a quadratic with irrational roots: 1/(x² − 2) from 3 to 4 is 0.10067478275975063, poles at ±√2', () => {
    const { value, poles } = integrated('1/(x^2 - 2)', 3, 4);
    expect(value).toBeCloseTo(0.10067478275975063, 14);
    expect(poles[0]).toBeCloseTo(-Math.SQRT2, 15);
    expect(poles[1]).toBeCloseTo(Math.SQRT2, 15);
  });

  it('completes the square: (2x + 3)/(x² + 2x + 5) from 0 to 2 is ln(13/5) + (atan(3/2) − atan(1/2))/2 = 1.2150845021506977', () => {
    expect(integrated('(2x + 3)/(x^2 + 2x + 5)', 0, 2).value).toBeCloseTo(1.2150845021506977, 14);
  });

  it('gives nothing for a denominator with an irreducible cubic factor: 1/(x³ − 2)', () => {
    const fraction = toRationalFunction(treeOf('1/(x^3 - 2)'));
    expect(fraction).not.toBeNull();
    expect(integrateRational(fraction!)).toBeNull();
  });
});
