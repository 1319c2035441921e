/**
 * Exact rational numbers on bigint, for factoring and exact integrals: 1/3 stays 1/3, so a root
 * test or a check that factors multiply back to the input is exact, never "close enough".
 */
export interface Rational {
  readonly numerator: bigint;
  /** Always positive; the fraction is always in lowest terms. */
  readonly denominator: bigint;
}

export function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

export function rational(numerator: bigint, denominator = 1n): Rational {
  if (denominator === 0n) throw new RangeError('A rational number cannot have a zero denominator');
  const sign = denominator < 0n ? -1n : 1n;
  const divisor = gcd(numerator, denominator) || 1n;
  return { numerator: (sign * numerator) / divisor, denominator: (sign * denominator) / divisor };
}

export const zero = rational(0n);
export const one = rational(1n);

/** The exact value of a finite number as written in decimal (0.1 is 1/10, 2.5e-3 is 1/400). */
export function fromNumber(value: number): Rational | null {
  if (!Number.isFinite(value)) return null;
  const [mantissa = '0', exponentText = '0'] = String(value).toLowerCase().split('e');
  const [whole = '0', fraction = ''] = mantissa.split('.');
  const exponent = Number(exponentText) - fraction.length;
  const digits = BigInt(`${whole}${fraction}`);
  return exponent >= 0 ? rational(digits * 10n ** BigInt(exponent)) : rational(digits, 10n ** BigInt(-exponent));
}

export const add = (a: Rational, b: Rational) => rational(a.numerator * b.denominator + b.numerator * a.denominator, a.denominator * b.denominator);
export const subtract = (a: Rational, b: Rational) => rational(a.numerator * b.denominator - b.numerator * a.denominator, a.denominator * b.denominator);
export const multiply = (a: Rational, b: Rational) => rational(a.numerator * b.numerator, a.denominator * b.denominator);
export const divide = (a: Rational, b: Rational) => rational(a.numerator * b.denominator, a.denominator * b.numerator);
export const negate = (a: Rational) => rational(-a.numerator, a.denominator);
export const isZero = (a: Rational) => a.numerator === 0n;
export const equals = (a: Rational, b: Rational) => a.numerator === b.numerator && a.denominator === b.denominator;
export const isInteger = (a: Rational) => a.denominator === 1n;

const exactInDouble = (value: bigint) => value <= 2n ** 53n && value >= -(2n ** 53n);

/**
 * The double nearest the fraction. Dividing two doubles is correctly rounded only when both convert
 * exactly; past 2^53 each conversion rounds too, so the quotient is worked in bigint to more digits
 * than a double holds and rounded once, by the decimal reader.
 */
export function toNumber(a: Rational): number {
  if (exactInDouble(a.numerator) && exactInDouble(a.denominator)) return Number(a.numerator) / Number(a.denominator);
  const negative = a.numerator < 0n;
  const magnitude = negative ? -a.numerator : a.numerator;
  const shift = Math.max(0, a.denominator.toString().length - magnitude.toString().length + 25);
  const digits = (magnitude * 10n ** BigInt(shift)) / a.denominator;
  return Number(`${negative ? '-' : ''}${digits}e-${shift}`);
}

/** 3, -1/2. */
export function formatRational(a: Rational): string {
  return a.denominator === 1n ? String(a.numerator) : `${a.numerator}/${a.denominator}`;
}
