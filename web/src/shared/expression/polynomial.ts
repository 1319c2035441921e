/**
 * Polynomials in x with exact rational coefficients, read from an expression tree. Coefficients
 * are stored from the constant term up: x^2 + 3x + 2 is [2, 3, 1].
 */
import { containsX, type Expr } from './expression.ts';
import { add, formatRational, fromNumber, isInteger, isZero, multiply, negate, one, rational, toNumber, zero, type Rational } from './rational.ts';

export type Polynomial = readonly Rational[];

/** The largest power expanded, so a typed (x + 1)^999 cannot freeze the page. */
const maximumExponent = 16;

export type PolynomialOutcome = { ok: true; polynomial: Polynomial } | { ok: false; reason: string };

/** Drops leading zero coefficients; the zero polynomial is []. */
export function trim(polynomial: Polynomial): Polynomial {
  let end = polynomial.length;
  while (end > 0 && isZero(polynomial[end - 1] ?? zero)) end -= 1;
  return polynomial.slice(0, end);
}

export function degree(polynomial: Polynomial): number {
  return trim(polynomial).length - 1;
}

export function addPolynomials(a: Polynomial, b: Polynomial): Polynomial {
  return trim(Array.from({ length: Math.max(a.length, b.length) }, (_, index) => add(a[index] ?? zero, b[index] ?? zero)));
}

export function multiplyPolynomials(a: Polynomial, b: Polynomial): Polynomial {
  if (a.length === 0 || b.length === 0) return [];
  const product = Array.from({ length: a.length + b.length - 1 }, () => zero);
  a.forEach((left, i) => b.forEach((right, j) => (product[i + j] = add(product[i + j] ?? zero, multiply(left, right)))));
  return trim(product);
}

export function scale(polynomial: Polynomial, factor: Rational): Polynomial {
  return trim(polynomial.map((coefficient) => multiply(coefficient, factor)));
}

export function evaluateAt(polynomial: Polynomial, x: Rational): Rational {
  return polynomial.reduceRight((sum, coefficient) => add(multiply(sum, x), coefficient), zero);
}

export function samePolynomial(a: Polynomial, b: Polynomial): boolean {
  const left = trim(a);
  const right = trim(b);
  return (
    left.length === right.length &&
    left.every((coefficient, index) => {
      const other = right[index] ?? zero;
      return coefficient.numerator === other.numerator && coefficient.denominator === other.denominator;
    })
  );
}

/** The polynomial an expression denotes, or why it is not a polynomial with rational coefficients. */
export function toPolynomial(tree: Expr): PolynomialOutcome {
  switch (tree.kind) {
    case 'number': {
      const value = fromNumber(tree.value);
      return value ? { ok: true, polynomial: trim([value]) } : { ok: false, reason: 'a number is too large' };
    }
    case 'x':
      return { ok: true, polynomial: [zero, one] };
    case 'constant':
      return { ok: false, reason: `${tree.name} is not a rational number` };
    case 'call':
      return { ok: false, reason: containsX(tree.argument) ? `x appears inside ${tree.name}()` : `${tree.name}() is not a rational coefficient` };
    case 'negate': {
      const inner = toPolynomial(tree.argument);
      return inner.ok ? { ok: true, polynomial: scale(inner.polynomial, rational(-1n)) } : inner;
    }
    case 'binary': {
      const left = toPolynomial(tree.left);
      if (!left.ok) return left;
      const right = toPolynomial(tree.right);
      if (!right.ok) return right;
      const a = left.polynomial;
      const b = right.polynomial;
      switch (tree.operator) {
        case '+':
          return { ok: true, polynomial: addPolynomials(a, b) };
        case '-':
          return { ok: true, polynomial: addPolynomials(a, b.map(negate)) };
        case '*':
          return { ok: true, polynomial: multiplyPolynomials(a, b) };
        case '/': {
          if (b.length === 0) return { ok: false, reason: 'it divides by zero' };
          if (b.length > 1) return { ok: false, reason: 'x appears in a denominator' };
          return { ok: true, polynomial: scale(a, rational((b[0] ?? one).denominator, (b[0] ?? one).numerator)) };
        }
        case '^': {
          const exponent = b[0] ?? zero;
          if (b.length > 1) return { ok: false, reason: 'x appears in an exponent' };
          if (!isInteger(exponent) || exponent.numerator < 0n) return { ok: false, reason: 'an exponent is not a whole number' };
          if (exponent.numerator > BigInt(maximumExponent)) return { ok: false, reason: `an exponent is above ${maximumExponent}` };
          let power: Polynomial = [one];
          for (let index = 0n; index < exponent.numerator; index += 1n) power = multiplyPolynomials(power, a);
          return { ok: true, polynomial: power };
        }
      }
    }
  }
}

function formatCoefficientTerm(coefficient: Rational, power: number): string {
  const magnitude = coefficient.numerator < 0n ? negate(coefficient) : coefficient;
  const variable = power === 0 ? '' : power === 1 ? 'x' : `x^${power}`;
  if (power === 0) return formatRational(magnitude);
  if (magnitude.numerator === 1n && magnitude.denominator === 1n) return variable;
  if (magnitude.denominator === 1n) return `${magnitude.numerator}${variable}`;
  return `(${formatRational(magnitude)})${variable}`;
}

/** x^2 + 3x + 2, 2x^3 - x, (1/2)x^2 - 3/4. */
export function formatPolynomial(polynomial: Polynomial): string {
  const terms = trim(polynomial)
    .map((coefficient, power) => ({ coefficient, power }))
    .filter(({ coefficient }) => !isZero(coefficient))
    .reverse();
  if (terms.length === 0) return '0';
  return terms
    .map(({ coefficient, power }, index) => {
      const sign = coefficient.numerator < 0n ? '-' : '+';
      const term = formatCoefficientTerm(coefficient, power);
      if (index === 0) return sign === '-' ? `-${term}` : term;
      return ` ${sign} ${term}`;
    })
    .join('');
}

/** The value at a real x, for plots and numerical checks. */
export function evaluateNumber(polynomial: Polynomial, x: number): number {
  return polynomial.reduceRight((sum, coefficient) => sum * x + toNumber(coefficient), 0);
}
