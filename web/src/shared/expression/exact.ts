/**
 * Exact values of constant expressions, as a textbook writes them: 16/3, π/4, 2√2/3, ln(2)/2,
 * e − 1. A limit of integration becomes an exact number (0.5 is 1/2; the double nearest kπ/n, for
 * n ≤ 12, is kπ/n), is substituted into an antiderivative, and the functions whose values at such
 * points are known exactly are replaced by them:
 *   sin, cos, tan at multiples of π/6 and π/4;  asin, acos at 0, ±1/2, ±√2/2, ±√3/2, ±1;
 *   atan at 0, ±1/√3, ±1, ±√3;  ln of a positive rational (as a sum over its prime factors), ln(e^r);
 *   exp(0), |c|; rational roots through simplify (√8 = 2√2).
 * The result is simplified (like terms collected, exact fractions) and checked against its
 * floating-point value; on any doubt there is no exact form.
 */
import { callExpr, containsX, everyNumberFinite, formatExpr, fromTree, numberExpr, type Expr } from './expression.ts';
import { toPolynomial } from './polynomial.ts';
import { fromNumber, type Rational } from './rational.ts';
import { simplify } from './simplify.ts';

const binary = (operator: '+' | '-' | '*' | '/' | '^', left: Expr, right: Expr): Expr => ({ kind: 'binary', operator, left, right });
const pi: Expr = { kind: 'constant', name: 'pi', value: Math.PI };
const num = (value: number): Expr => numberExpr(value);

function rationalTree(value: Rational): Expr {
  const magnitude = value.numerator < 0n ? -value.numerator : value.numerator;
  const written = value.denominator === 1n ? num(Number(magnitude)) : binary('/', num(Number(magnitude)), num(Number(value.denominator)));
  return value.numerator < 0n ? { kind: 'negate', argument: written } : written;
}

/** A fraction k/n of π with n ≤ 12 whose double is exactly `value`, or null. */
function piMultiple(value: number): [number, number] | null {
  for (let n = 1; n <= 12; n += 1) {
    const k = Math.round((value * n) / Math.PI);
    if (k !== 0 && Math.abs(k) <= 96 && (k * Math.PI) / n === value) return [k, n];
  }
  return null;
}

/** The exact number a limit of integration stands for: a rational, or a rational multiple of π. */
export function exactPoint(value: number): Expr | null {
  const multiple = piMultiple(value);
  if (multiple) {
    const [k, n] = multiple;
    return binary('/', binary('*', num(k), pi), num(n));
  }
  const exact = fromNumber(value);
  return exact && exact.denominator <= 10n ** 12n && (exact.numerator < 0n ? -exact.numerator : exact.numerator) <= 10n ** 15n ? rationalTree(exact) : null;
}

const root = (n: number, degree = 2) => binary('^', num(n), binary('/', num(1), num(degree)));
/** √2/2, √3/2, √3, √3/3 as trees. */
const special = {
  half: binary('/', num(1), num(2)),
  root2Over2: binary('/', root(2), num(2)),
  root3Over2: binary('/', root(3), num(2)),
  root3: root(3),
  root3Over3: binary('/', root(3), num(3)),
};

/** sin(kπ/12) for the k whose values are written with square roots alone. */
function sineOfMultiple(twelfths: number): Expr | null {
  const k = ((twelfths % 24) + 24) % 24;
  const sign = k >= 12 ? -1 : 1;
  const r = k % 12;
  const table: Record<number, Expr> = {
    0: num(0),
    2: special.half,
    3: special.root2Over2,
    4: special.root3Over2,
    6: num(1),
    8: special.root3Over2,
    9: special.root2Over2,
    10: special.half,
  };
  const value = table[r];
  if (!value) return null;
  return sign < 0 ? { kind: 'negate', argument: value } : value;
}

/** Known inverse values: argument value → multiple of π (in twelfths). */
const arcsineTable: [number, number][] = [
  [0, 0],
  [0.5, 2],
  [Math.SQRT1_2, 3],
  [Math.sqrt(3) / 2, 4],
  [1, 6],
];
const arctangentTable: [number, number][] = [
  [0, 0],
  [1 / Math.sqrt(3), 2],
  [1, 3],
  [Math.sqrt(3), 4],
];

function piTwelfths(twelfths: number): Expr {
  if (twelfths === 0) return num(0);
  return binary('/', binary('*', num(twelfths), pi), num(12));
}

function lookUp(table: readonly [number, number][], value: number): number | null {
  const magnitude = Math.abs(value);
  for (const [entry, twelfths] of table) {
    if (Math.abs(entry - magnitude) <= 4 * Number.EPSILON * Math.max(1, entry)) return value < 0 ? -twelfths : twelfths;
  }
  return null;
}

/** Only numbers, π and the functions: the value then is what it is written as. */
function piOnly(tree: Expr): boolean {
  switch (tree.kind) {
    case 'number':
      return true;
    case 'constant':
      return tree.name === 'pi';
    case 'x':
      return false;
    case 'negate':
      return piOnly(tree.argument);
    case 'call':
      return false;
    case 'binary':
      return piOnly(tree.left) && piOnly(tree.right);
  }
}

function smallPrimes(limit: number): number[] {
  const primes: number[] = [];
  for (let n = 2; n <= limit; n += 1) if (primes.every((p) => n % p !== 0)) primes.push(n);
  return primes;
}
const primes = smallPrimes(100);

/** ln of a positive whole number as a sum of multiples of the logarithms of its prime factors. */
function logOfInteger(value: bigint): Expr | null {
  let rest = value;
  const terms: Expr[] = [];
  for (const prime of primes) {
    let count = 0;
    while (rest % BigInt(prime) === 0n) {
      rest /= BigInt(prime);
      count += 1;
    }
    if (count > 0) terms.push(binary('*', num(count), callExpr('ln', num(prime))));
  }
  if (rest !== 1n) {
    if (rest > 2n ** 53n) return null;
    terms.push(callExpr('ln', num(Number(rest))));
  }
  const [first, ...others] = terms;
  return first ? others.reduce<Expr>((sum, term) => binary('+', sum, term), first) : num(0);
}

/**
 * ln of a product of positive rationals and their rational powers (√2/2 is 2^(1/2)/2), written
 * over the logarithms of primes: ln(√2/2) = ln(2)/2 − ln(2) = −ln(2)/2 once simplified.
 */
function logOfProduct(tree: Expr): Expr | null {
  switch (tree.kind) {
    case 'number': {
      const exact = fromNumber(tree.value);
      if (!exact || exact.numerator <= 0n) return null;
      const top = logOfInteger(exact.numerator);
      const bottom = logOfInteger(exact.denominator);
      return top && bottom ? binary('-', top, bottom) : null;
    }
    case 'binary': {
      if (tree.operator === '^') {
        const polynomial = toPolynomial(tree.right);
        if (!polynomial.ok || polynomial.polynomial.length > 1) return null;
        const inner = logOfProduct(tree.left);
        return inner && binary('*', tree.right, inner);
      }
      if (tree.operator !== '*' && tree.operator !== '/') return null;
      const left = logOfProduct(tree.left);
      const right = logOfProduct(tree.right);
      return left && right ? binary(tree.operator === '*' ? '+' : '-', left, right) : null;
    }
    default:
      return null;
  }
}

/** Replaces function values known exactly, bottom-up. */
function fold(tree: Expr): Expr {
  switch (tree.kind) {
    case 'number':
    case 'constant':
    case 'x':
      return tree;
    case 'negate':
      return { kind: 'negate', argument: fold(tree.argument) };
    case 'binary':
      return binary(tree.operator, fold(tree.left), fold(tree.right));
    case 'call': {
      const argument = fold(tree.argument);
      const folded = callExpr(tree.name, argument);
      if (containsX(argument)) return folded;
      const value = fromTree(argument).evaluate(0);
      switch (tree.name) {
        case 'sin':
        case 'cos':
        case 'tan': {
          if (!piOnly(argument)) return folded;
          const twelfths = Math.round((value * 12) / Math.PI);
          if (Math.abs((twelfths * Math.PI) / 12 - value) > 8 * Number.EPSILON * Math.max(1, Math.abs(value))) return folded;
          const sine = sineOfMultiple(twelfths);
          const cosine = sineOfMultiple(twelfths + 6);
          if (!sine || !cosine) return folded;
          if (tree.name === 'sin') return sine;
          if (tree.name === 'cos') return cosine;
          return Math.abs(Math.cos(value)) < 1e-12 ? folded : binary('/', sine, cosine);
        }
        case 'asin':
        case 'acos':
        case 'atan': {
          const twelfths = lookUp(tree.name === 'atan' ? arctangentTable : arcsineTable, value);
          if (twelfths === null) return folded;
          return tree.name === 'acos' ? piTwelfths(6 - twelfths) : piTwelfths(twelfths);
        }
        case 'exp':
          return value === 0 ? num(1) : folded;
        case 'abs':
          return value >= 0 ? argument : { kind: 'negate', argument };
        case 'ln': {
          if (argument.kind === 'call' && argument.name === 'exp') return argument.argument;
          if (argument.kind === 'constant' && argument.name === 'e') return num(1);
          let tidy: Expr;
          try {
            tidy = simplify(argument);
          } catch {
            return folded;
          }
          return logOfProduct(tidy) ?? folded;
        }
        default:
          return folded;
      }
    }
  }
}

/** The tree with x replaced by the point. */
function substitute(tree: Expr, point: Expr): Expr {
  switch (tree.kind) {
    case 'x':
      return point;
    case 'number':
    case 'constant':
      return tree;
    case 'negate':
      return { kind: 'negate', argument: substitute(tree.argument, point) };
    case 'call':
      return callExpr(tree.name, substitute(tree.argument, point));
    case 'binary':
      return binary(tree.operator, substitute(tree.left, point), substitute(tree.right, point));
  }
}

/**
 * F(b) − F(a) exactly, simplified, or null when it cannot be written exactly (a limit that is not an
 * exact number, a simplification that fails) or does not match `expected`, its floating-point value.
 */
export function exactDifference(antiderivative: Expr, from: number, to: number, expected: number): Expr | null {
  const a = exactPoint(from);
  const b = exactPoint(to);
  if (!a || !b) return null;
  try {
    const difference = simplify(binary('-', fold(substitute(antiderivative, b)), fold(substitute(antiderivative, a))));
    const value = fromTree(difference).evaluate(0);
    if (!(Math.abs(value - expected) <= 1e-9 * Math.max(1, Math.abs(expected)))) return null;
    // A number past the doubles (1/10^600 times π/2 folded to π/(2·∞)) has no exact form to show.
    if (!everyNumberFinite(difference)) return null;
    return inTextbookOrder(difference);
  } catch {
    return null;
  }
}

/** The terms of a sum with their signs. */
function termsOf(tree: Expr, sign: 1 | -1, terms: { sign: 1 | -1; term: Expr }[]): void {
  if (tree.kind === 'binary' && (tree.operator === '+' || tree.operator === '-')) {
    termsOf(tree.left, sign, terms);
    termsOf(tree.right, tree.operator === '-' ? (-sign as 1 | -1) : sign, terms);
  } else if (tree.kind === 'negate') {
    termsOf(tree.argument, -sign as 1 | -1, terms);
  } else if (tree.kind === 'number' && tree.value < 0) {
    terms.push({ sign: -sign as 1 | -1, term: num(-tree.value) });
  } else if (tree.kind === 'binary' && (tree.operator === '*' || tree.operator === '/') && tree.left.kind === 'number' && tree.left.value < 0) {
    terms.push({ sign: -sign as 1 | -1, term: { ...tree, left: num(-tree.left.value) } });
  } else if (tree.kind === 'binary' && (tree.operator === '*' || tree.operator === '/') && tree.left.kind === 'negate') {
    terms.push({ sign: -sign as 1 | -1, term: { ...tree, left: tree.left.argument } });
  } else {
    terms.push({ sign, term: tree });
  }
}

/** A sum written with a positive term first and plain numbers last: π/4 − 2/3, not −2/3 + π/4. */
function inTextbookOrder(tree: Expr): Expr {
  const terms: { sign: 1 | -1; term: Expr }[] = [];
  termsOf(tree, 1, terms);
  if (terms.length < 2) return tree;
  const isNumber = (term: Expr) => !containsX(term) && toPolynomial(term).ok;
  const ordered = [...terms.filter(({ term }) => !isNumber(term)), ...terms.filter(({ term }) => isNumber(term))];
  const firstPositive = ordered.findIndex(({ sign }) => sign > 0);
  if (firstPositive > 0) ordered.unshift(...ordered.splice(firstPositive, 1));
  const [first, ...rest] = ordered;
  if (!first) return tree;
  const start: Expr = first.sign > 0 ? first.term : { kind: 'negate', argument: first.term };
  return rest.reduce<Expr>((sum, { sign, term }) => binary(sign > 0 ? '+' : '-', sum, term), start);
}

/** An exact value as a textbook writes it: π for pi, √2 for 2^(1/2), e^2 for exp(2), · for ×. */
export function formatExact(tree: Expr): string {
  return formatExpr(tree)
    .replace(/exp\(1\)/g, 'e')
    .replace(/exp\((-?[\d.]+)\)/g, 'e^$1')
    .replace(/exp\(/g, 'e^(')
    .replace(/pi/g, 'π')
    .replace(/(\d+)\^\(1\/2\)/g, '√$1')
    .replace(/sqrt\((\d+)\)/g, '√$1')
    .replace(/(\d+)\^\(1\/3\)/g, '∛$1')
    .replace(/ \* /g, '·')
    .replace(/ \/ /g, '/')
    .replace(/(\d)(π|√|∛|e\b|e\^|ln)/g, '$1$2')
    .replace(/ - /g, ' − ')
    .replace(/^-/, '−');
}

/** A rational multiple c·k of a constant k, written as a textbook writes it: k, 3k/4, −k/2, −2/3. */
function multipleOf(numerator: number, denominator: number, constant: Expr): Expr {
  const magnitude = Math.abs(numerator);
  const sign = numerator < 0 ? -1 : 1;
  const isOne = constant.kind === 'number' && constant.value === 1;
  const scaled: Expr = isOne
    ? num(sign * magnitude)
    : magnitude === 1
      ? sign < 0
        ? { kind: 'negate', argument: constant }
        : constant
      : binary('*', num(sign * magnitude), constant);
  return denominator === 1 ? scaled : binary('/', scaled, num(denominator));
}

/** The constants a limit's value is recognised as, with the rational multiples tried for each. */
const knownConstants: readonly { tree: Expr; numerators: number; denominators: number }[] = [
  { tree: num(1), numerators: 144, denominators: 12 },
  { tree: pi, numerators: 24, denominators: 12 },
  { tree: callExpr('exp', num(1)), numerators: 12, denominators: 6 },
  { tree: binary('/', num(1), callExpr('exp', num(1))), numerators: 12, denominators: 6 },
  ...[2, 3, 5, 6, 7].map((n) => ({ tree: root(n), numerators: 12, denominators: 12 })),
  ...[2, 3, 5, 10].map((n) => ({ tree: callExpr('ln', num(n)), numerators: 12, denominators: 6 })),
  ...[-3, -2, 2, 3, 4, 5].map((power) => ({ tree: callExpr('exp', num(power)), numerators: 1, denominators: 1 })),
  ...[-1, 1].map((sign) => ({ tree: callExpr('exp', binary('/', num(sign), num(2))), numerators: 1, denominators: 1 })),
];

/**
 * The exact form of a value that is a known constant to within a few units in its last place: a
 * fraction p/q (q ≤ 12), or a small rational multiple of π, e, 1/e, √n (n = 2, 3, 5, 6, 7) or ln n
 * (n = 2, 3, 5, 10), or e², e³, √e and their inverses. The limit engine works out such limits in
 * closed form (lim (1 + 1/x)^x = e^1 to the last bit), and no other value lies that close to one
 * of them by chance. Null for a value its 6 decimals already write exactly (2, 0.5), or any other.
 */
export function knownConstant(value: number): Expr | null {
  if (!Number.isFinite(value) || Number(value.toFixed(6)) === value) return null;
  const close = (candidate: number) => Math.abs(value - candidate) <= 8 * Number.EPSILON * Math.abs(candidate);
  for (const { tree, numerators, denominators } of knownConstants) {
    const constant = fromTree(tree).evaluate(0);
    for (let denominator = 1; denominator <= denominators; denominator += 1) {
      for (let numerator = -numerators; numerator <= numerators; numerator += 1) {
        if (numerator === 0 || gcdOf(numerator, denominator) !== 1) continue;
        if (close((numerator * constant) / denominator)) return multipleOf(numerator, denominator, tree);
      }
    }
  }
  return null;
}

function gcdOf(a: number, b: number): number {
  let [x, y] = [Math.abs(a), Math.abs(b)];
  while (y !== 0) [x, y] = [y, x % y];
  return x;
}
