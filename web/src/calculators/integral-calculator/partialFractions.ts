/**
 * ∫ P(x)/Q(x) dx for polynomials with rational coefficients, by partial fractions, the way a
 * first-year course does it: cancel common factors, divide out the polynomial part, split Q into
 * (x − r)^k for its rational roots and quadratic factors (x² + px + q)^k, solve for the numerators
 * exactly (rational arithmetic), and integrate each term:
 *
 *   A/(x − r)            → A·ln|x − r|
 *   A/(x − r)^k, k ≥ 2   → −A / ((k − 1)(x − r)^(k − 1))
 *   (Bx + C)/q, q = x² + px + s with p² < 4s
 *                        → (B/2)·ln(q) + (C − Bp/2)·(2/√(4s − p²))·atan((2x + p)/√(4s − p²))
 *   the same with p² > 4s (real irrational roots)
 *                        → (B/2)·ln|q| + (C − Bp/2)·(1/√(p² − 4s))·ln|(2x + p − √(p² − 4s))/(2x + p + √(p² − 4s))|
 *   (Bx + C)/q^k, k ≥ 2  → −B/(2(k − 1)q^(k − 1)) + (C − Bp/2)·J_k, with the reduction formula
 *                          J_k = t/(2a²(k − 1)q^(k − 1)) + (2k − 3)/(2a²(k − 1))·J_(k−1), t = x + p/2, a² = s − p²/4.
 *
 * Q may have at most one factor without rational roots after the linear ones come out, of degree 2
 * (to any power, found by a square-free split). Anything else returns null.
 */
import { callExpr, numberExpr, type Expr } from '../../shared/expression/expression.ts';
import { addPolynomials, degree, multiplyPolynomials, scale, trim, type Polynomial } from '../../shared/expression/polynomial.ts';
import {
  add,
  divide,
  equals,
  fromNumber,
  isZero,
  multiply,
  negate,
  one,
  rational,
  subtract,
  toNumber,
  zero,
  type Rational,
} from '../../shared/expression/rational.ts';
import { toPolynomial } from '../../shared/expression/polynomial.ts';

/** The largest denominator degree split into partial fractions. */
const largestDegree = 12;

export interface RationalFunction {
  numerator: Polynomial;
  denominator: Polynomial;
}

const binary = (operator: '+' | '-' | '*' | '/' | '^', left: Expr, right: Expr): Expr => ({ kind: 'binary', operator, left, right });
const x: Expr = { kind: 'x' };

/** A rational as a tree that keeps it exact: 3, -1/2 (a quotient of two integers). */
export function rationalExpr(value: Rational): Expr {
  const magnitude = value.numerator < 0n ? -value.numerator : value.numerator;
  const written: Expr =
    value.denominator === 1n ? numberExpr(Number(magnitude)) : binary('/', numberExpr(Number(magnitude)), numberExpr(Number(value.denominator)));
  return value.numerator < 0n ? { kind: 'negate', argument: written } : written;
}

/** P/Q read from a tree of +, −, ×, ÷ and whole powers of x and rational numbers. */
export function toRationalFunction(tree: Expr): RationalFunction | null {
  const polynomial = toPolynomial(tree);
  if (polynomial.ok) return { numerator: polynomial.polynomial, denominator: [one] };
  switch (tree.kind) {
    case 'negate': {
      const inner = toRationalFunction(tree.argument);
      return inner && { numerator: scale(inner.numerator, rational(-1n)), denominator: inner.denominator };
    }
    case 'binary': {
      const left = toRationalFunction(tree.left);
      if (!left) return null;
      if (tree.operator === '^') {
        const exponent = toPolynomial(tree.right);
        if (!exponent.ok || exponent.polynomial.length > 1) return null;
        const power = exponent.polynomial[0] ?? zero;
        if (power.denominator !== 1n || power.numerator > 12n || power.numerator < -12n) return null;
        let result: RationalFunction = { numerator: [one], denominator: [one] };
        const base = power.numerator < 0n ? { numerator: left.denominator, denominator: left.numerator } : left;
        for (let index = 0n; index < (power.numerator < 0n ? -power.numerator : power.numerator); index += 1n) result = times(result, base);
        return result;
      }
      const right = toRationalFunction(tree.right);
      if (!right) return null;
      switch (tree.operator) {
        case '+':
          return plus(left, right);
        case '-':
          return plus(left, { numerator: scale(right.numerator, rational(-1n)), denominator: right.denominator });
        case '*':
          return times(left, right);
        case '/':
          if (right.numerator.length === 0) return null;
          return times(left, { numerator: right.denominator, denominator: right.numerator });
      }
      return null;
    }
    default:
      return null;
  }
}

function plus(a: RationalFunction, b: RationalFunction): RationalFunction {
  return {
    numerator: addPolynomials(multiplyPolynomials(a.numerator, b.denominator), multiplyPolynomials(b.numerator, a.denominator)),
    denominator: multiplyPolynomials(a.denominator, b.denominator),
  };
}

function times(a: RationalFunction, b: RationalFunction): RationalFunction {
  return { numerator: multiplyPolynomials(a.numerator, b.numerator), denominator: multiplyPolynomials(a.denominator, b.denominator) };
}

const lead = (p: Polynomial) => p[p.length - 1] ?? zero;

/** Quotient and remainder of a ÷ b (b ≠ 0). */
export function divideWithRemainder(a: Polynomial, b: Polynomial): { quotient: Polynomial; remainder: Polynomial } {
  let remainder = trim(a);
  const divisor = trim(b);
  const quotient: Rational[] = Array.from({ length: Math.max(0, remainder.length - divisor.length + 1) }, () => zero);
  while (remainder.length >= divisor.length && remainder.length > 0) {
    const shift = remainder.length - divisor.length;
    const factor = divide(lead(remainder), lead(divisor));
    quotient[shift] = factor;
    const subtracted = [...Array.from({ length: shift }, () => zero), ...divisor.map((coefficient) => multiply(coefficient, factor))];
    remainder = trim(addPolynomials(remainder, scale(subtracted, rational(-1n))));
  }
  return { quotient: trim(quotient), remainder };
}

function monic(p: Polynomial): Polynomial {
  return p.length === 0 ? p : scale(p, divide(one, lead(p)));
}

function polynomialGcd(a: Polynomial, b: Polynomial): Polynomial {
  let [u, v] = [trim(a), trim(b)];
  while (v.length > 0) [u, v] = [v, divideWithRemainder(u, v).remainder];
  return monic(u);
}

const derivativeOf = (p: Polynomial): Polynomial => trim(p.slice(1).map((coefficient, index) => multiply(coefficient, rational(BigInt(index + 1)))));

/** Yun's square-free split: p = Π factors[i]^(i + 1), each factor monic and square-free. */
function squareFree(p: Polynomial): Polynomial[] {
  const factors: Polynomial[] = [];
  let a = monic(p);
  const b = polynomialGcd(a, derivativeOf(a));
  let c = divideWithRemainder(a, b).quotient;
  let d = addPolynomials(divideWithRemainder(derivativeOf(a), b).quotient, scale(derivativeOf(c), rational(-1n)));
  while (degree(c) > 0) {
    a = polynomialGcd(c, d);
    factors.push(a);
    c = divideWithRemainder(c, a).quotient;
    d = addPolynomials(divideWithRemainder(d, a).quotient, scale(derivativeOf(c), rational(-1n)));
  }
  return factors;
}

function divisors(value: bigint): bigint[] {
  const n = value < 0n ? -value : value;
  const found: bigint[] = [];
  for (let d = 1n; d * d <= n && d <= 100_000n; d += 1n) {
    if (n % d === 0n) {
      found.push(d);
      if (d * d !== n) found.push(n / d);
    }
  }
  return found;
}

/** The rational roots of a square-free polynomial (rational root theorem on its integer multiple). */
function rationalRoots(p: Polynomial): Rational[] {
  if (p.length === 0) return [];
  const lcm = p.reduce((acc, coefficient) => (acc * coefficient.denominator) / gcdBig(acc, coefficient.denominator), 1n);
  const integer = p.map((coefficient) => (coefficient.numerator * lcm) / coefficient.denominator);
  const roots: Rational[] = [];
  let shift = 0;
  while ((integer[shift] ?? 0n) === 0n && shift < integer.length - 1) shift += 1;
  if (shift > 0) roots.push(zero);
  const constant = integer[shift] ?? 0n;
  const leading = integer[integer.length - 1] ?? 1n;
  if (constant === 0n) return roots;
  for (const numerator of divisors(constant)) {
    for (const denominator of divisors(leading)) {
      for (const sign of [1n, -1n]) {
        const candidate = rational(sign * numerator, denominator);
        if (roots.some((root) => equals(root, candidate))) continue;
        if (isZero(p.reduceRight((sum, coefficient) => add(multiply(sum, candidate), coefficient), zero))) roots.push(candidate);
      }
    }
  }
  return roots;
}

function gcdBig(a: bigint, b: bigint): bigint {
  let [u, v] = [a < 0n ? -a : a, b < 0n ? -b : b];
  while (v !== 0n) [u, v] = [v, u % v];
  return u;
}

/** A factor of the denominator and its power: x − r, or a monic quadratic. */
interface Factor {
  polynomial: Polynomial;
  power: number;
}

function factorDenominator(denominator: Polynomial): Factor[] | null {
  const factors: Factor[] = [];
  for (const [index, part] of squareFree(denominator).entries()) {
    let rest = part;
    for (const root of rationalRoots(part)) {
      const linear: Polynomial = [negate(root), one];
      factors.push({ polynomial: linear, power: index + 1 });
      rest = divideWithRemainder(rest, linear).quotient;
    }
    const restDegree = degree(rest);
    if (restDegree === 2) factors.push({ polynomial: monic(rest), power: index + 1 });
    else if (restDegree > 2) return null;
  }
  return factors;
}

/** Solves the square system by Gaussian elimination on rationals; null when it is singular. */
function solve(matrix: Rational[][], right: Rational[]): Rational[] | null {
  const n = right.length;
  const rows = matrix.map((row, index) => [...row, right[index] ?? zero]);
  for (let column = 0; column < n; column += 1) {
    const pivot = rows.findIndex((row, index) => index >= column && !isZero(row[column] ?? zero));
    if (pivot < 0) return null;
    [rows[column], rows[pivot]] = [rows[pivot] as Rational[], rows[column] as Rational[]];
    const pivotRow = rows[column] as Rational[];
    const pivotValue = pivotRow[column] ?? one;
    for (let index = 0; index < n; index += 1) {
      if (index === column) continue;
      const row = rows[index] as Rational[];
      const factor = divide(row[column] ?? zero, pivotValue);
      if (isZero(factor)) continue;
      for (let k = column; k <= n; k += 1) row[k] = subtract(row[k] ?? zero, multiply(factor, pivotRow[k] ?? zero));
    }
  }
  return rows.map((row, index) => divide(row[n] ?? zero, row[index] ?? one));
}

function power(p: Polynomial, k: number): Polynomial {
  let result: Polynomial = [one];
  for (let index = 0; index < k; index += 1) result = multiplyPolynomials(result, p);
  return result;
}

const polynomialExpr = (p: Polynomial): Expr => {
  const terms = trim(p)
    .map((coefficient, index) => ({ coefficient, index }))
    .filter(({ coefficient }) => !isZero(coefficient))
    .map(({ coefficient, index }) => {
      const xPower = index === 0 ? null : index === 1 ? x : binary('^', x, numberExpr(index));
      if (!xPower) return rationalExpr(coefficient);
      return equals(coefficient, one) ? xPower : binary('*', rationalExpr(coefficient), xPower);
    });
  return terms.reduce<Expr>((sum, term) => binary('+', sum, term), terms.shift() ?? numberExpr(0));
};

const times2 = (a: Expr, b: Expr) => binary('*', a, b);
const sqrtOf = (value: Rational) => binary('^', rationalExpr(value), binary('/', numberExpr(1), numberExpr(2)));

/** ∫ dx / q^k for a monic quadratic q = x² + px + s with p² < 4s, by the reduction formula. */
function reciprocalPowerIntegral(p: Rational, s: Rational, k: number): Expr {
  const q = polynomialExpr([s, p, one]);
  const aSquared = subtract(s, divide(multiply(p, p), rational(4n)));
  if (k === 1) {
    // 1/q = 1/(t² + a²) with t = x + p/2: (1/a)·atan(t/a).
    const a = sqrtOf(aSquared);
    return binary('/', callExpr('atan', binary('/', polynomialExpr([divide(p, rational(2n)), one]), a)), a);
  }
  const t = polynomialExpr([divide(p, rational(2n)), one]);
  const first = binary('/', t, times2(rationalExpr(multiply(rational(BigInt(2 * (k - 1))), aSquared)), binary('^', q, numberExpr(k - 1))));
  const second = times2(
    rationalExpr(divide(rational(BigInt(2 * k - 3)), multiply(rational(BigInt(2 * (k - 1))), aSquared))),
    reciprocalPowerIntegral(p, s, k - 1),
  );
  return binary('+', first, second);
}

/** The antiderivative of P/Q, with the real poles of Q (where the integrand is unbounded). */
export function integrateRational(fraction: RationalFunction): { antiderivative: Expr; poles: number[] } | null {
  const common = polynomialGcd(fraction.numerator, fraction.denominator);
  const numerator = divideWithRemainder(fraction.numerator, common).quotient;
  let denominator = divideWithRemainder(fraction.denominator, common).quotient;
  if (denominator.length === 0 || degree(denominator) > largestDegree) return null;
  // Make the denominator monic, the factor going into the numerator.
  const leading = lead(denominator);
  const top = scale(numerator, divide(one, leading));
  denominator = monic(denominator);
  const { quotient, remainder } = divideWithRemainder(top, denominator);
  const parts: Expr[] = [];
  if (quotient.length > 0) {
    const integral = [zero, ...quotient.map((coefficient, index) => divide(coefficient, rational(BigInt(index + 1))))];
    parts.push(polynomialExpr(integral));
  }
  const poles: number[] = [];
  if (remainder.length > 0) {
    const factors = factorDenominator(denominator);
    if (!factors) return null;
    // Unknowns: one per power of a linear factor, two (B, C) per power of a quadratic one.
    const basis: { factor: Factor; power: number; withX: boolean }[] = [];
    for (const factor of factors) {
      for (let k = 1; k <= factor.power; k += 1) {
        if (degree(factor.polynomial) === 1) basis.push({ factor, power: k, withX: false });
        else basis.push({ factor, power: k, withX: true }, { factor, power: k, withX: false });
      }
    }
    const n = degree(denominator);
    if (basis.length !== n) return null;
    const columns = basis.map(({ factor, power: k, withX }) => {
      const others = divideWithRemainder(denominator, power(factor.polynomial, k)).quotient;
      return withX ? multiplyPolynomials(others, [zero, one]) : others;
    });
    const matrix = Array.from({ length: n }, (_, row) => columns.map((column) => column[row] ?? zero));
    const solution = solve(
      matrix,
      Array.from({ length: n }, (_, row) => remainder[row] ?? zero),
    );
    if (!solution) return null;
    for (const factor of factors) {
      if (degree(factor.polynomial) === 1) {
        const root = negate(factor.polynomial[0] ?? zero);
        poles.push(toNumber(root));
        const linear = polynomialExpr(factor.polynomial);
        for (let k = 1; k <= factor.power; k += 1) {
          const a = solution[basis.findIndex((entry) => entry.factor === factor && entry.power === k)] ?? zero;
          if (isZero(a)) continue;
          if (k === 1) parts.push(times2(rationalExpr(a), callExpr('ln', callExpr('abs', linear))));
          else parts.push(binary('/', rationalExpr(negate(divide(a, rational(BigInt(k - 1))))), binary('^', linear, numberExpr(k - 1))));
        }
        continue;
      }
      const [s = zero, p = zero] = factor.polynomial;
      const discriminant = subtract(multiply(p, p), multiply(rational(4n), s));
      const q = polynomialExpr(factor.polynomial);
      if (!isZero(discriminant) && discriminant.numerator > 0n) {
        const root = Math.sqrt(toNumber(discriminant));
        poles.push((-toNumber(p) - root) / 2, (-toNumber(p) + root) / 2);
      }
      for (let k = 1; k <= factor.power; k += 1) {
        const index = basis.findIndex((entry) => entry.factor === factor && entry.power === k && entry.withX);
        const b = solution[index] ?? zero;
        const c = solution[index + 1] ?? zero;
        const rest = subtract(c, divide(multiply(b, p), rational(2n)));
        if (discriminant.numerator > 0n) {
          if (k > 1) return null;
          if (!isZero(b)) parts.push(times2(rationalExpr(divide(b, rational(2n))), callExpr('ln', callExpr('abs', q))));
          if (!isZero(rest)) {
            const root = sqrtOf(discriminant);
            const twoXPlusP = polynomialExpr([p, rational(2n)]);
            const ratio = binary('/', binary('-', twoXPlusP, root), binary('+', twoXPlusP, root));
            parts.push(times2(binary('/', rationalExpr(rest), root), callExpr('ln', callExpr('abs', ratio))));
          }
          continue;
        }
        if (!isZero(b)) {
          parts.push(
            k === 1
              ? times2(rationalExpr(divide(b, rational(2n))), callExpr('ln', q))
              : binary('/', rationalExpr(negate(divide(b, rational(BigInt(2 * (k - 1)))))), binary('^', q, numberExpr(k - 1))),
          );
        }
        if (!isZero(rest)) parts.push(times2(rationalExpr(rest), reciprocalPowerIntegral(p, s, k)));
      }
    }
  }
  const antiderivative = parts.reduce<Expr>((sum, part) => binary('+', sum, part), parts.shift() ?? numberExpr(0));
  return { antiderivative, poles };
}

/** A number read as an exact rational when it is one (0.5 is 1/2); for the limits of integration. */
export function exactRational(value: number): Rational | null {
  return fromNumber(value);
}
