/**
 * Simplifies an expression in x the way one tidies a derivative on paper, in one pass from the
 * leaves up, so its time grows with the expression and never explodes:
 *
 * - a sum is a list of terms, like terms added (2x + 3x is 5x), zero terms dropped, in the order
 *   they first appear (the derivative of x^2 + 2x + 1 reads 2x + 2);
 * - a term is an exact rational coefficient times factors, each a base to a power: like bases
 *   multiply by adding exponents (x · x^2 is x^3, x^3 / x is x^2), and factors with a negative
 *   exponent are written below the line (1 / (2sqrt(x)), (x * cos(x) - sin(x)) / x^2);
 * - a number times a sum is multiplied out (2(x + 1) is 2x + 2, -(x - 3) is -x + 3); other products
 *   of sums stay as they are, so nothing is expanded beyond what was written;
 * - integer powers of a product are taken factor by factor ((2x)^2 is 4x^2), but a fractional
 *   power only of a single base (sqrt(x^2) is |x|, never x);
 * - functions at the points where their value is exact: ln(e) = 1, exp(0) = 1, sin(0) = 0, ….
 *
 * Every step keeps the value wherever the expression is defined. Coefficients are exact fractions,
 * so 1/3 never turns into 0.3333333333.
 */
import { containsX, numberExpr, type Expr, type FunctionName } from './expression.ts';
import { add, fromNumber, isInteger, isZero, multiply, negate, one, rational, zero, type Rational } from './rational.ts';

/** A base to an exact rational power; the key tells like bases apart. */
interface Factor {
  base: Expr;
  exponent: Rational;
  key: string;
}

/** A coefficient times factors, at most one factor per base. */
interface Term {
  coefficient: Rational;
  factors: readonly Factor[];
}

/** Terms added, at most one per set of factors; [] is 0. */
type Sum = readonly Term[];

/** The largest integer power worked out exactly: (2x)^1000000 stays as it is written. */
const largestExpandedPower = 64n;

const minusOne = rational(-1n);

function constantSum(value: Rational): Sum {
  return isZero(value) ? [] : [{ coefficient: value, factors: [] }];
}

/** The rational value of a sum with no factors, or null when it depends on anything. */
function constantValue(sum: Sum): Rational | null {
  if (sum.length === 0) return zero;
  const [term] = sum;
  return sum.length === 1 && term && term.factors.length === 0 ? term.coefficient : null;
}

function termKey(term: Term): string {
  return term.factors.map((factor) => `${factor.key}^${factor.exponent.numerator}/${factor.exponent.denominator}`).join(' ');
}

/** Adds like terms (same factors), in the order each first appears; zero terms go. */
function collect(terms: readonly Term[]): Sum {
  const byKey = new Map<string, Term>();
  for (const term of terms) {
    const key = termKey(term);
    const earlier = byKey.get(key);
    byKey.set(key, earlier ? { coefficient: add(earlier.coefficient, term.coefficient), factors: term.factors } : term);
  }
  return [...byKey.values()].filter((term) => !isZero(term.coefficient));
}

function scaleSum(sum: Sum, by: Rational): Sum {
  if (isZero(by)) return [];
  return sum.map((term) => ({ coefficient: multiply(term.coefficient, by), factors: term.factors }));
}

/** Which factors come first in a term: numbers and constants, then x, then functions and powers, then sums. */
function factorRank({ base }: Factor): number {
  if (!containsX(base)) return 0;
  if (base.kind === 'x') return 1;
  return base.kind === 'binary' && (base.operator === '+' || base.operator === '-') ? 3 : 2;
}

/** Multiplies factor lists, adding the exponents of like bases, in a fixed order. */
function multiplyFactors(left: readonly Factor[], right: readonly Factor[]): Factor[] {
  const byKey = new Map<string, Factor>();
  for (const factor of [...left, ...right]) {
    const earlier = byKey.get(factor.key);
    byKey.set(factor.key, earlier ? { ...factor, exponent: add(earlier.exponent, factor.exponent) } : factor);
  }
  return [...byKey.values()]
    .filter((factor) => !isZero(factor.exponent))
    .sort((a, b) => factorRank(a) - factorRank(b) || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

/** Multiplies two terms; a number whose powers now come to a whole power joins the coefficient (2^(1/2) · 2^(1/2) is 2). */
function multiplyTerms(left: Term, right: Term): Term {
  let coefficient = multiply(left.coefficient, right.coefficient);
  const factors: Factor[] = [];
  for (const factor of multiplyFactors(left.factors, right.factors)) {
    const value = factor.base.kind === 'number' && isWholePower(factor.exponent) ? fromNumber(factor.base.value) : null;
    const power = value ? rationalPower(value, factor.exponent.numerator) : null;
    if (power) coefficient = multiply(coefficient, power);
    else factors.push(factor);
  }
  return { coefficient, factors };
}

/** A sum as one term: itself when it has one term, else a factor of its own. */
function asTerm(sum: Sum): Term {
  const [only] = sum;
  if (sum.length === 1 && only) return only;
  return { coefficient: one, factors: [factorOf(fromSum(sum), one)] };
}

function factorOf(base: Expr, exponent: Rational): Factor {
  return { base, exponent, key: keyOf(base) };
}

/**
 * A base written exactly, to tell bases apart: formatExpr shows 10 significant digits, and
 * sin(0.12345678901x) is not sin(0.12345678902x).
 */
export function keyOf(tree: Expr): string {
  switch (tree.kind) {
    case 'number':
      return String(tree.value);
    case 'x':
      return 'x';
    case 'constant':
      return tree.name;
    case 'negate':
      return `-(${keyOf(tree.argument)})`;
    case 'call':
      return `${tree.name}(${keyOf(tree.argument)})`;
    case 'binary':
      return `(${keyOf(tree.left)} ${tree.operator} ${keyOf(tree.right)})`;
  }
}

function multiplySums(left: Sum, right: Sum): Sum {
  const leftValue = constantValue(left);
  if (leftValue) return scaleSum(right, leftValue);
  const rightValue = constantValue(right);
  if (rightValue) return scaleSum(left, rightValue);
  return [multiplyTerms(asTerm(left), asTerm(right))];
}

/** A whole power small enough to work out exactly. */
function isWholePower(exponent: Rational): boolean {
  return isInteger(exponent) && exponent.numerator <= largestExpandedPower && -exponent.numerator <= largestExpandedPower;
}

/** An exact integer power of a rational, or null when it is undefined (0 to a negative power). */
function rationalPower(base: Rational, exponent: bigint): Rational | null {
  if (exponent < 0n) {
    if (isZero(base)) return null;
    return rationalPower(rational(base.denominator, base.numerator), -exponent);
  }
  return rational(base.numerator ** exponent, base.denominator ** exponent);
}

function powerSums(base: Sum, exponent: Sum): Sum {
  const power = constantValue(exponent);
  if (!power) return [{ coefficient: one, factors: [factorOf({ kind: 'binary', operator: '^', left: fromSum(base), right: fromSum(exponent) }, one)] }];
  if (isZero(power) && constantValue(base) === null) return constantSum(one);
  if (power.numerator === 1n && power.denominator === 1n) return base;
  // 0 to a positive power is 0.
  if (base.length === 0 && power.numerator > 0n) return [];
  const baseValue = constantValue(base);
  if (baseValue && !isInteger(power)) {
    const root = rationalRoot(baseValue, power);
    if (root) return root;
  }
  const [only] = base;
  if (base.length === 1 && only && isWholePower(power)) {
    // (c · b1^e1 · b2^e2)^n = c^n · b1^(n·e1) · b2^(n·e2) for a whole n.
    const coefficient = rationalPower(only.coefficient, power.numerator);
    if (coefficient) {
      const factors = only.factors.map((factor) => ({ ...factor, exponent: multiply(factor.exponent, power) }));
      return isZero(coefficient) ? [] : [{ coefficient, factors }];
    }
  }
  if (base.length === 1 && only && only.factors.length === 1 && equalsOne(only.coefficient)) {
    const [factor] = only.factors;
    // b^1 to any power is b to that power; (b^e)^p only for a whole p (sqrt(x^2) is |x|).
    if (factor && (equalsOne(factor.exponent) || isInteger(power)))
      return [{ coefficient: one, factors: [{ ...factor, exponent: multiply(factor.exponent, power) }] }];
  }
  return [{ coefficient: one, factors: [factorOf(fromSum(base), power)] }];
}

const equalsOne = (value: Rational) => value.numerator === 1n && value.denominator === 1n;

/** The largest root degree and numbers worked out exactly; beyond them a root stays as written. */
const largestRootDegree = 12n;
const largestRadicand = 10n ** 30n;

/** m = s^q · r with r free of q-th powers (trial division by small primes, the rest left in r). */
function extractPower(m: bigint, q: bigint): [bigint, bigint] {
  let outside = 1n;
  let inside = m;
  for (let prime = 2n; prime <= 1000n && prime ** q <= inside; prime += prime === 2n ? 1n : 2n) {
    const block = prime ** q;
    while (inside % block === 0n) {
      inside /= block;
      outside *= prime;
    }
  }
  return [outside, inside];
}

/**
 * A positive rational to a fractional power p/q, exact: 4^(1/2) is 2, 8^(1/2) is 2·2^(1/2),
 * (3/4)^(1/2) is 3^(1/2)/2 (the root kept in the numerator, on a whole number). Null when the
 * numbers are too large, the base is not positive, or the root is beyond the degrees worked out.
 */
function rationalRoot(base: Rational, power: Rational): Sum | null {
  if (!(base.numerator > 0n) || power.denominator > largestRootDegree || power.numerator > largestExpandedPower || -power.numerator > largestExpandedPower)
    return null;
  const raised = rationalPower(base, power.numerator);
  if (!raised) return null;
  const q = power.denominator;
  // n/d = (n·d^(q−1))^(1/q) / d.
  const radicand = raised.numerator * raised.denominator ** (q - 1n);
  if (radicand > largestRadicand) return null;
  const [outside, inside] = extractPower(radicand, q);
  const coefficient = rational(outside, raised.denominator);
  if (inside === 1n) return constantSum(coefficient);
  return [{ coefficient, factors: [factorOf(numberExpr(Number(inside)), rational(1n, q))] }];
}

/** Functions whose value at 0 is exactly 0 or 1. */
const valueAtZero: Partial<Record<FunctionName, Rational>> = {
  sin: zero,
  tan: zero,
  asin: zero,
  atan: zero,
  sinh: zero,
  tanh: zero,
  sqrt: zero,
  cbrt: zero,
  abs: zero,
  cos: one,
  cosh: one,
  exp: one,
};

function callSum(name: FunctionName, argument: Sum): Sum {
  const value = constantValue(argument);
  if (value) {
    if (isZero(value) && valueAtZero[name]) return constantSum(valueAtZero[name]);
    if (equalsOne(value) && (name === 'ln' || name === 'log')) return [];
    if (name === 'log' && value.numerator === 10n && value.denominator === 1n) return constantSum(one);
    if (name === 'abs') return constantSum(value.numerator < 0n ? negate(value) : value);
    if (name === 'sqrt' || name === 'cbrt') {
      const negative = value.numerator < 0n && name === 'cbrt';
      const root = rationalRoot(negative ? negate(value) : value, rational(1n, name === 'sqrt' ? 2n : 3n));
      // Only where that simplifies it: sqrt(4) is 2 and sqrt(8) is 2·2^(1/2), but sqrt(2) stays sqrt(2).
      const [only] = root ?? [];
      const unchanged = root?.length === 1 && only && equalsOne(only.coefficient) && only.factors.length === 1 && !negative && isInteger(value);
      if (root && !unchanged) return negative ? scaleSum(root, minusOne) : root;
    }
  }
  const [only] = argument;
  if (name === 'ln' && argument.length === 1 && only && equalsOne(only.coefficient) && only.factors.length === 1) {
    const [factor] = only.factors;
    if (factor?.base.kind === 'constant' && factor.base.name === 'e' && equalsOne(factor.exponent)) return constantSum(one);
  }
  return [{ coefficient: one, factors: [factorOf({ kind: 'call', name, argument: fromSum(argument) }, one)] }];
}

function toSum(tree: Expr): Sum {
  switch (tree.kind) {
    case 'number': {
      const value = fromNumber(tree.value);
      return value ? constantSum(value) : [{ coefficient: one, factors: [factorOf(tree, one)] }];
    }
    case 'x':
    case 'constant':
      return [{ coefficient: one, factors: [factorOf(tree, one)] }];
    case 'negate':
      return scaleSum(toSum(tree.argument), minusOne);
    case 'call':
      return callSum(tree.name, toSum(tree.argument));
    case 'binary': {
      const left = toSum(tree.left);
      const right = toSum(tree.right);
      switch (tree.operator) {
        case '+':
          return collect([...left, ...right]);
        case '-':
          return collect([...left, ...scaleSum(right, minusOne)]);
        case '*':
          return multiplySums(left, right);
        case '/': {
          const divisor = constantValue(right);
          if (divisor && !isZero(divisor)) return scaleSum(left, rational(divisor.denominator, divisor.numerator));
          return multiplySums(left, powerSums(right, constantSum(minusOne)));
        }
        case '^':
          return powerSums(left, right);
      }
    }
  }
}

function exponentExpr(exponent: Rational): Expr {
  const numerator = numberExpr(Number(exponent.numerator));
  if (isInteger(exponent)) return numerator;
  return { kind: 'binary', operator: '/', left: numerator, right: numberExpr(Number(exponent.denominator)) };
}

function factorExpr(base: Expr, exponent: Rational): Expr {
  return equalsOne(exponent) ? base : { kind: 'binary', operator: '^', left: base, right: exponentExpr(exponent) };
}

function product(parts: readonly Expr[]): Expr {
  const [first = numberExpr(1), ...rest] = parts;
  return rest.reduce<Expr>((left, right) => ({ kind: 'binary', operator: '*', left, right }), first);
}

/** 1, 10, 100, …: the denominators of decimals. */
function isPowerOfTen(value: bigint): boolean {
  let rest = value;
  while (rest % 10n === 0n) rest /= 10n;
  return rest === 1n;
}

/** A term without its sign: its coefficient's numerator and the factors above the line, the rest below. */
function unsignedTermExpr(term: Term): Expr {
  const numerator = term.coefficient.numerator < 0n ? -term.coefficient.numerator : term.coefficient.numerator;
  const above: Expr[] = [];
  const below: Expr[] = [];
  for (const factor of term.factors) {
    if (factor.exponent.numerator > 0n) above.push(factorExpr(factor.base, factor.exponent));
    else below.push(factorExpr(factor.base, negate(factor.exponent)));
  }
  const { denominator } = term.coefficient;
  if (isPowerOfTen(denominator)) {
    // A decimal stays a decimal: 0.1x, not x / 10.
    const value = Number(numerator) / Number(denominator);
    if (value !== 1 || above.length === 0) above.unshift(numberExpr(value));
  } else {
    if (numerator !== 1n || above.length === 0) above.unshift(numberExpr(Number(numerator)));
    below.unshift(numberExpr(Number(denominator)));
  }
  const top = product(above);
  return below.length === 0 ? top : { kind: 'binary', operator: '/', left: top, right: product(below) };
}

/** A negative term: its leading number negative (-2x), or its first factor negated (-x * sin(x)). */
function negativeTermExpr(term: Term): Expr {
  const unsigned = unsignedTermExpr(term);
  const negateFirst = (tree: Expr): Expr => {
    if (tree.kind === 'number') return numberExpr(-tree.value);
    if (tree.kind === 'binary' && (tree.operator === '*' || tree.operator === '/')) return { ...tree, left: negateFirst(tree.left) };
    return { kind: 'negate', argument: tree };
  };
  return negateFirst(unsigned);
}

function fromSum(sum: Sum): Expr {
  const [first, ...rest] = sum;
  if (!first) return numberExpr(0);
  return rest.reduce<Expr>(
    (left, term) =>
      term.coefficient.numerator < 0n
        ? { kind: 'binary', operator: '-', left, right: unsignedTermExpr(term) }
        : { kind: 'binary', operator: '+', left, right: unsignedTermExpr(term) },
    first.coefficient.numerator < 0n ? negativeTermExpr(first) : unsignedTermExpr(first),
  );
}

/** The expression, simplified (see the top of this file). */
export function simplify(tree: Expr): Expr {
  return fromSum(toSum(tree));
}
