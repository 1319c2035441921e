import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  add,
  divide,
  equals,
  formatRational,
  fromNumber,
  gcd,
  isInteger,
  isZero,
  multiply,
  negate,
  one,
  rational,
  subtract,
  toNumber,
  zero,
} from './rational.ts';

const smallRational = fc
  .tuple(fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }), fc.bigInt({ min: 1n, max: 10n ** 12n }))
  .map(([numerator, denominator]) => rational(numerator, denominator));

describe('exact rationals', () => {
  it('are kept in lowest terms with a positive denominator', () => {
    expect(rational(6n, -4n)).toEqual({ numerator: -3n, denominator: 2n });
    expect(rational(0n, -7n)).toEqual({ numerator: 0n, denominator: 1n });
    expect(gcd(-12n, 18n)).toBe(6n);
    expect(() => rational(1n, 0n)).toThrow(RangeError);
  });

  it('read a decimal as written: 0.1 is 1/10, 2.5e-3 is 1/400, -1.25 is -5/4, 1e21 is whole', () => {
    expect(formatRational(fromNumber(0.1)!)).toBe('1/10');
    expect(formatRational(fromNumber(2.5e-3)!)).toBe('1/400');
    expect(formatRational(fromNumber(-1.25)!)).toBe('-5/4');
    expect(fromNumber(1e21)).toEqual({ numerator: 10n ** 21n, denominator: 1n });
    expect(fromNumber(Number.NaN)).toBeNull();
    expect(fromNumber(Infinity)).toBeNull();
  });

  it('add without rounding: 0.1 + 0.2 is exactly 3/10, and 1/3 + 1/6 is 1/2', () => {
    expect(equals(add(fromNumber(0.1)!, fromNumber(0.2)!), rational(3n, 10n))).toBe(true);
    expect(formatRational(add(rational(1n, 3n), rational(1n, 6n)))).toBe('1/2');
    expect(toNumber(rational(1n, 3n))).toBe(1 / 3);
  });

  it('form a field (property): inverses, identities, distributivity, all exact', () => {
    fc.assert(
      fc.property(smallRational, smallRational, smallRational, (a, b, c) => {
        expect(subtract(add(a, b), b)).toEqual(a);
        expect(add(a, negate(a))).toEqual(zero);
        expect(multiply(a, one)).toEqual(a);
        if (b.numerator !== 0n) expect(multiply(divide(a, b), b)).toEqual(a);
        expect(multiply(a, add(b, c))).toEqual(add(multiply(a, b), multiply(a, c)));
        expect(add(a, b)).toEqual(add(b, a));
        // Lowest terms always.
        const sum = add(a, b);
        expect(gcd(sum.numerator, sum.denominator)).toBe(sum.numerator === 0n ? sum.denominator : 1n);
      }),
    );
  });

  it('read every finite double exactly as its shortest decimal (property)', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (value) => {
        const exact = fromNumber(value)!;
        expect(toNumber(exact)).toBe(value === 0 ? 0 : value);
      }),
    );
  });
});

describe('zero and whole rationals', () => {
  it('knows 0 however it is written (0/5, 1/3 − 1/3) and a whole number once reduced (6/3 is 2, 3/2 is not)', () => {
    expect(isZero(rational(0n, 5n))).toBe(true);
    expect(isZero(subtract(rational(1n, 3n), rational(1n, 3n)))).toBe(true);
    expect(isZero(rational(1n, 1000n))).toBe(false);
    expect(isInteger(rational(6n, 3n))).toBe(true);
    expect(isInteger(rational(-4n))).toBe(true);
    expect(isInteger(rational(3n, 2n))).toBe(false);
  });
});
