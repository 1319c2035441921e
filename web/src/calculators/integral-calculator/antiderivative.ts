/**
 * A symbolic antiderivative for the common first-year classes (D10), as rules
 * on our expression tree. No maintained npm package fits: mathjs has no integrate, and the
 * maintained symbolic integrators (nerdamer-prime) weigh more than a whole page's budget and are
 * too slow to run per keystroke.
 *
 * Rules, tried in this order (u = a·x + b a linear argument, P a polynomial):
 *   constants, polynomials, sums and constant multiples;
 *   rational functions P/Q by partial fractions (partialFractions.ts), which covers a/(b + x²);
 *   f(u) for sin, cos, tan, sec², exp, sinh, cosh, ln, log, sqrt, cbrt, atan, and u^n, c^u;
 *   P·exp(u), P·sin(u), P·cos(u), P·sinh(u), P·cosh(u) by parts (the tabular method);
 *   exp(u)·sin(v), exp(u)·cos(v);
 *   P·ln(u), P·atan(u) by parts, the remaining integral a rational function; x^r·ln(x);
 *   √q and (Bx + C)/√q for a quadratic q (arcsine or logarithm after completing the square);
 *   sin^m(u)·cos^n(u), written as a sum of sines and cosines of multiples of u;
 *   g(w(x))·w′(x) for a function argument or power base w (substitution), when the quotient by w′
 *   leaves no x outside w.
 * Anything else returns null and the calculator integrates numerically instead. The caller checks
 * F′ = f at sample points before trusting F.
 */
import { differentiateTree } from '../../shared/expression/derivative.ts';
import {
  callExpr,
  containsX,
  formatExpr,
  fromTree,
  negateExpr,
  numberExpr,
  oddRootExponent,
  parseExpression,
  type Expr,
} from '../../shared/expression/expression.ts';
import { formatPolynomial, toPolynomial, type Polynomial } from '../../shared/expression/polynomial.ts';
import { add, divide, fromNumber, isZero, multiply, negate, one, rational, subtract, toNumber, zero, type Rational } from '../../shared/expression/rational.ts';
import { simplify } from '../../shared/expression/simplify.ts';
import { treeSize } from '../../shared/expression/size.ts';
import { integrateRational, rationalExpr, toRationalFunction } from './partialFractions.ts';

export interface Antiderivative {
  tree: Expr;
  text: string;
  evaluate: (x: number) => number;
}

const x: Expr = { kind: 'x' };
const binary = (operator: '+' | '-' | '*' | '/' | '^', left: Expr, right: Expr): Expr => ({ kind: 'binary', operator, left, right });
const times = (left: Expr, right: Expr): Expr => binary('*', left, right);
const over = (left: Expr, right: Expr): Expr => binary('/', left, right);
const plus = (left: Expr, right: Expr): Expr => binary('+', left, right);
const minus = (left: Expr, right: Expr): Expr => binary('-', left, right);
const num = (value: number): Expr => numberExpr(value);
const half: Expr = over(num(1), num(2));

/** How deep rules may call each other (substitution, by parts), so no input can recurse for long. */
const largestDepth = 6;

/** a·x + b with exact rational a ≠ 0 and b, when the tree is linear in x. */
interface Linear {
  slope: Rational;
  intercept: Rational;
}

function linear(tree: Expr): Linear | null {
  const polynomial = toPolynomial(tree);
  if (!polynomial.ok || polynomial.polynomial.length !== 2) return null;
  const [intercept = zero, slope = zero] = polynomial.polynomial;
  return isZero(slope) ? null : { slope, intercept };
}

function constantValue(tree: Expr): number {
  return fromTree(tree).evaluate(0);
}

/** The tree's value as an exact rational, when it is a constant written with rational numbers. */
function constantRational(tree: Expr): Rational | null {
  if (containsX(tree)) return null;
  const polynomial = toPolynomial(tree);
  if (!polynomial.ok) return null;
  return polynomial.polynomial[0] ?? zero;
}

/** Divides by a linear argument's slope: F(u)/a. */
function bySlope(tree: Expr, u: Linear): Expr {
  return isZero(subtract(u.slope, one)) ? tree : over(tree, rationalExpr(u.slope));
}

/** A product flattened into a constant coefficient and factors that contain x. */
function factorsOf(tree: Expr): { coefficient: Expr[]; factors: Expr[] } {
  if (tree.kind === 'negate') {
    const inner = factorsOf(tree.argument);
    return { coefficient: [num(-1), ...inner.coefficient], factors: inner.factors };
  }
  if (tree.kind === 'binary' && tree.operator === '*') {
    const left = factorsOf(tree.left);
    const right = factorsOf(tree.right);
    return { coefficient: [...left.coefficient, ...right.coefficient], factors: [...left.factors, ...right.factors] };
  }
  if (tree.kind === 'binary' && tree.operator === '/' && !containsX(tree.right)) {
    const left = factorsOf(tree.left);
    return { coefficient: [...left.coefficient, over(num(1), tree.right)], factors: left.factors };
  }
  return containsX(tree) ? { coefficient: [], factors: [tree] } : { coefficient: [tree], factors: [] };
}

function multiplyAll(parts: readonly Expr[]): Expr {
  const [first, ...rest] = parts;
  if (!first) return num(1);
  return rest.reduce<Expr>((left, right) => times(left, right), first);
}

/** ∫ f(u) dx for a function of a linear argument. */
function integrateCall(name: string, argument: Expr, depth: number): Expr | null {
  const u = linear(argument);
  if (!u) return null;
  const a = argument;
  switch (name) {
    case 'sin':
      return bySlope(negateExpr(callExpr('cos', a)), u);
    case 'cos':
      return bySlope(callExpr('sin', a), u);
    case 'tan':
      return bySlope(negateExpr(callExpr('ln', callExpr('abs', callExpr('cos', a)))), u);
    case 'cot':
      return bySlope(callExpr('ln', callExpr('abs', callExpr('sin', a))), u);
    case 'sec':
      return bySlope(callExpr('ln', callExpr('abs', plus(callExpr('sec', a), callExpr('tan', a)))), u);
    case 'csc':
      return bySlope(negateExpr(callExpr('ln', callExpr('abs', plus(callExpr('csc', a), callExpr('cot', a))))), u);
    case 'exp':
      return bySlope(callExpr('exp', a), u);
    case 'sinh':
      return bySlope(callExpr('cosh', a), u);
    case 'cosh':
      return bySlope(callExpr('sinh', a), u);
    case 'sqrt':
      return bySlope(times(over(num(2), num(3)), binary('^', a, over(num(3), num(2)))), u);
    case 'cbrt':
      return bySlope(times(over(num(3), num(4)), binary('^', a, over(num(4), num(3)))), u);
    case 'ln':
      // ∫ ln(u) dx = (u·ln(u) − u)/a
      return bySlope(minus(times(a, callExpr('ln', a)), a), u);
    case 'log':
      return bySlope(over(minus(times(a, callExpr('ln', a)), a), callExpr('ln', num(10))), u);
    case 'atan':
    case 'asin':
    case 'acos':
      // By parts with the polynomial 1.
      return byPartsWithPolynomial([one], callExpr(name, a), depth);
    default:
      return null;
  }
}

/** ∫ P(x)·g(x) dx by parts for g = ln(u), log(u), atan(u), asin(u), acos(u): Q·g − ∫ Q·g′, Q = ∫P. */
function byPartsWithPolynomial(p: Polynomial, g: Expr, depth: number): Expr | null {
  const q = [zero, ...p.map((coefficient, index) => divide(coefficient, rational(BigInt(index + 1))))];
  const qTree = polynomialTree(q);
  const gPrime = differentiateTree(g);
  if (!gPrime) return null;
  const rest = integrate(times(qTree, gPrime), depth + 1);
  return rest && minus(times(qTree, g), rest);
}

function polynomialTree(p: Polynomial): Expr {
  const terms: Expr[] = [];
  p.forEach((coefficient, index) => {
    if (isZero(coefficient)) return;
    const power = index === 0 ? null : index === 1 ? x : binary('^', x, num(index));
    terms.push(power ? times(rationalExpr(coefficient), power) : rationalExpr(coefficient));
  });
  const [first, ...rest] = terms;
  return first ? rest.reduce<Expr>((sum, term) => plus(sum, term), first) : num(0);
}

const derivativeOfPolynomial = (p: Polynomial): Polynomial => p.slice(1).map((coefficient, index) => multiply(coefficient, rational(BigInt(index + 1))));

/**
 * ∫ P(x)·g(u) dx by the tabular method, for g whose antiderivatives cycle: exp, sinh/cosh, sin/cos.
 * Σ (−1)^k P^(k)(x)·G_(k+1)(u), G_j the j-th antiderivative of g(u) in x.
 */
function tabular(p: Polynomial, name: 'exp' | 'sin' | 'cos' | 'sinh' | 'cosh', argument: Expr, u: Linear): Expr {
  const next: Record<typeof name, { name: typeof name; sign: 1 | -1 }> = {
    exp: { name: 'exp', sign: 1 },
    sin: { name: 'cos', sign: -1 },
    cos: { name: 'sin', sign: 1 },
    sinh: { name: 'cosh', sign: 1 },
    cosh: { name: 'sinh', sign: 1 },
  };
  const terms: Expr[] = [];
  let derivative = p;
  let current = name;
  let sign: Rational = one;
  let k = 0;
  while (derivative.some((coefficient) => !isZero(coefficient))) {
    // G_(k+1): the next function, its sign, and 1/a^(k+1).
    const step = next[current];
    sign = step.sign < 0 ? negate(sign) : sign;
    current = step.name;
    let factor = sign;
    for (let index = 0; index <= k; index += 1) factor = divide(factor, u.slope);
    if (k % 2 === 1) factor = negate(factor);
    terms.push(times(times(rationalExpr(factor), polynomialTree(derivative)), callExpr(current, argument)));
    derivative = derivativeOfPolynomial(derivative);
    k += 1;
  }
  const [first, ...rest] = terms;
  return rest.reduce<Expr>((sum, term) => plus(sum, term), first ?? num(0));
}

/** ∫ e^(ax+b)·sin(cx+d) or cos: e^(ax+b)·(a·sin − c·cos)/(a² + c²), resp. (a·cos + c·sin)/(a² + c²). */
function expTimesTrig(expArgument: Expr, e: Linear, name: 'sin' | 'cos', trigArgument: Expr, t: Linear): Expr {
  const a = e.slope;
  const c = t.slope;
  const denominator = add(multiply(a, a), multiply(c, c));
  const sin = callExpr('sin', trigArgument);
  const cos = callExpr('cos', trigArgument);
  const inner =
    name === 'sin'
      ? minus(times(rationalExpr(divide(a, denominator)), sin), times(rationalExpr(divide(c, denominator)), cos))
      : plus(times(rationalExpr(divide(a, denominator)), cos), times(rationalExpr(divide(c, denominator)), sin));
  return times(callExpr('exp', expArgument), inner);
}

/** A factor as a base to a whole power: sin(u)^3 is sin(u) to 3; sin(u) is sin(u) to 1. */
function asPower(factor: Expr): { base: Expr; power: number } {
  if (factor.kind === 'binary' && factor.operator === '^' && !containsX(factor.right)) {
    const value = constantValue(factor.right);
    if (Number.isInteger(value)) return { base: factor.left, power: value };
  }
  return { base: factor, power: 1 };
}

/** ∫ sin^m(u)·cos^n(u) dx, written as constants plus sines and cosines of multiples of u. */
function sinCosPowers(m: number, n: number, argument: Expr, u: Linear): Expr | null {
  if (m < 0 || n < 0 || m + n > 16) return null;
  // Laurent polynomial in z = e^(iu) with complex rational coefficients [re, im], by exponent + (m + n).
  const size = 2 * (m + n) + 1;
  let coefficients: [Rational, Rational][] = Array.from({ length: size }, () => [zero, zero]);
  coefficients[m + n] = [one, zero];
  const multiplyBy = (factor: [Rational, Rational][], offset: number) => {
    const result: [Rational, Rational][] = Array.from({ length: size }, () => [zero, zero]);
    coefficients.forEach(([re, im], index) => {
      if (isZero(re) && isZero(im)) return;
      factor.forEach(([fr, fi], shift) => {
        const target = index + shift - offset;
        const entry = result[target];
        if (!entry) return;
        entry[0] = add(entry[0], subtract(multiply(re, fr), multiply(im, fi)));
        entry[1] = add(entry[1], add(multiply(re, fi), multiply(im, fr)));
      });
    });
    coefficients = result;
  };
  const halfRational = rational(1n, 2n);
  // sin u = (z − 1/z)/(2i) = −(i/2)·z + (i/2)/z; cos u = (z + 1/z)/2.
  for (let index = 0; index < m; index += 1) {
    multiplyBy(
      [
        [zero, halfRational],
        [zero, zero],
        [zero, negate(halfRational)],
      ],
      1,
    );
  }
  for (let index = 0; index < n; index += 1) {
    multiplyBy(
      [
        [halfRational, zero],
        [zero, zero],
        [halfRational, zero],
      ],
      1,
    );
  }
  const terms: Expr[] = [];
  const constant = coefficients[m + n]?.[0] ?? zero;
  if (!isZero(constant)) terms.push(times(rationalExpr(constant), x));
  for (let k = 1; k <= m + n; k += 1) {
    const [re, im] = coefficients[m + n + k] ?? [zero, zero];
    const multiple = k === 1 ? argument : times(num(k), argument);
    const scaleBy = multiply(rational(BigInt(k)), u.slope);
    // 2Re(c)·cos(ku) − 2Im(c)·sin(ku), integrated: 2Re(c)·sin(ku)/(ka) + 2Im(c)·cos(ku)/(ka).
    const cosine = divide(multiply(rational(2n), re), scaleBy);
    const sine = divide(multiply(rational(2n), im), scaleBy);
    if (!isZero(cosine)) terms.push(times(rationalExpr(cosine), callExpr('sin', multiple)));
    if (!isZero(sine)) terms.push(times(rationalExpr(sine), callExpr('cos', multiple)));
  }
  const [first, ...rest] = terms;
  return rest.reduce<Expr>((sum, term) => plus(sum, term), first ?? num(0));
}

/** A quadratic A·x² + B·x + C with rational coefficients and A ≠ 0. */
function quadratic(tree: Expr): [Rational, Rational, Rational] | null {
  const polynomial = toPolynomial(tree);
  if (!polynomial.ok || polynomial.polynomial.length !== 3) return null;
  const [c = zero, b = zero, a = zero] = polynomial.polynomial;
  return [a, b, c];
}

const sqrtRational = (value: Rational): Expr => binary('^', rationalExpr(value), half);

/**
 * ∫ dx/√q and ∫ √q dx for q = A(x + h)² + k (completing the square), t = x + h:
 *   A < 0, k > 0: q = |A|(r² − t²), r² = k/|A|:  ∫ dx/√q = asin(t/r)/√|A|,
 *                 ∫ √q dx = √|A|·(t·√(r² − t²) + r²·asin(t/r))/2
 *   A > 0:        q = A(t² + c), c = k/A:  ∫ dx/√q = ln|t + √(t² + c)|/√A,
 *                 ∫ √q dx = √A·(t·√(t² + c) + c·ln|t + √(t² + c)|)/2
 */
function sqrtQuadratic(q: [Rational, Rational, Rational], reciprocal: boolean): Expr | null {
  const [a, b, c] = q;
  const h = divide(b, multiply(rational(2n), a));
  const k = subtract(c, divide(multiply(b, b), multiply(rational(4n), a)));
  const t = plus(x, rationalExpr(h));
  if (a.numerator < 0n) {
    const magnitude = negate(a);
    const rSquared = divide(k, magnitude);
    if (!(rSquared.numerator > 0n)) return null;
    const asin = callExpr('asin', over(t, sqrtRational(rSquared)));
    if (reciprocal) return over(asin, sqrtRational(magnitude));
    const root = callExpr('sqrt', minus(rationalExpr(rSquared), binary('^', t, num(2))));
    return times(times(half, sqrtRational(magnitude)), plus(times(t, root), times(rationalExpr(rSquared), asin)));
  }
  const shift = divide(k, a);
  if (isZero(shift)) return null;
  const root = callExpr('sqrt', plus(binary('^', t, num(2)), rationalExpr(shift)));
  const log = callExpr('ln', callExpr('abs', plus(t, root)));
  if (reciprocal) return over(log, sqrtRational(a));
  return times(times(half, sqrtRational(a)), plus(times(t, root), times(rationalExpr(shift), log)));
}

/** The base of a square root: sqrt(q), q^(1/2). */
function squareRootOf(tree: Expr): Expr | null {
  if (tree.kind === 'call' && tree.name === 'sqrt') return tree.argument;
  if (tree.kind === 'binary' && tree.operator === '^' && !containsX(tree.right) && constantValue(tree.right) === 0.5) return tree.left;
  return null;
}

/** The base of 1/√q: 1/sqrt(q), q^(-1/2). */
function reciprocalSquareRootOf(tree: Expr): Expr | null {
  if (tree.kind === 'binary' && tree.operator === '/' && !containsX(tree.left)) {
    const base = squareRootOf(tree.right);
    return base && constantValue(tree.left) === 1 ? base : null;
  }
  if (tree.kind === 'binary' && tree.operator === '^' && !containsX(tree.right) && constantValue(tree.right) === -0.5) return tree.left;
  return null;
}

/** sqrt(x) and cbrt(x) as the powers x^(1/2), x^(1/3), so the power rules see them. */
function asPowerOfX(factor: Expr): Expr {
  if (factor.kind === 'call' && factor.argument.kind === 'x' && (factor.name === 'sqrt' || factor.name === 'cbrt')) {
    return binary('^', x, over(num(1), num(factor.name === 'sqrt' ? 2 : 3)));
  }
  return factor;
}

function integrateProduct(written: Expr[], depth: number): Expr | null {
  const factors = written.map(asPowerOfX);
  // Split off a polynomial part.
  const polynomialFactors: Expr[] = [];
  const others: Expr[] = [];
  for (const factor of factors) (toPolynomial(factor).ok ? polynomialFactors : others).push(factor);
  const polynomial = toPolynomial(multiplyAll(polynomialFactors));
  const p = polynomial.ok ? polynomial.polynomial : null;
  if (p && others.length === 1) {
    const [other] = others as [Expr];
    if (other.kind === 'call') {
      const u = linear(other.argument);
      if (u && (other.name === 'exp' || other.name === 'sin' || other.name === 'cos' || other.name === 'sinh' || other.name === 'cosh')) {
        return tabular(p, other.name, other.argument, u);
      }
      if (u && (other.name === 'ln' || other.name === 'log' || other.name === 'atan')) return byPartsWithPolynomial(p, other, depth);
    }
    // (Bx + C)/√q: (B/2A)·∫(2Ax + b)/√q + (C − Bb/2A)·∫1/√q, and ∫(2Ax + b)/√q = 2√q.
    const base = reciprocalSquareRootOf(other);
    const q = base && quadratic(base);
    if (base && q && p.length <= 2) {
      const [a, b] = q;
      const [constant = zero, slope = zero] = p;
      const reciprocal = sqrtQuadratic(q, true);
      if (!reciprocal) return null;
      const first = divide(slope, multiply(rational(2n), a));
      const second = subtract(constant, multiply(first, b));
      return plus(times(rationalExpr(multiply(first, rational(2n))), callExpr('sqrt', base)), times(rationalExpr(second), reciprocal));
    }
    // x^r·ln(x), r ≠ −1, for a power of x written with a non-integer exponent is handled below.
  }
  if (others.length === 2 && polynomialFactors.length === 0) {
    const [first, second] = others as [Expr, Expr];
    // e^u·sin(v), e^u·cos(v).
    for (const [e, t] of [
      [first, second],
      [second, first],
    ] as const) {
      if (e.kind === 'call' && e.name === 'exp' && t.kind === 'call' && (t.name === 'sin' || t.name === 'cos')) {
        const eu = linear(e.argument);
        const tu = linear(t.argument);
        if (eu && tu) return expTimesTrig(e.argument, eu, t.name, t.argument, tu);
      }
    }
    // x^r·ln(x): x^(r+1)·ln(x)/(r + 1) − x^(r+1)/(r + 1)².
    for (const [power, log] of [
      [first, second],
      [second, first],
    ] as const) {
      if (
        log.kind === 'call' &&
        log.name === 'ln' &&
        log.argument.kind === 'x' &&
        power.kind === 'binary' &&
        power.operator === '^' &&
        power.left.kind === 'x'
      ) {
        const r = constantRational(power.right);
        if (!r || isZero(add(r, one))) continue;
        const next = add(r, one);
        const raised = binary('^', x, rationalExpr(next));
        return minus(over(times(raised, callExpr('ln', x)), rationalExpr(next)), over(raised, rationalExpr(multiply(next, next))));
      }
    }
  }
  // sin^m(u)·cos^n(u) with one linear u.
  let argument: Expr | null = null;
  let sinPower = 0;
  let cosPower = 0;
  const trigOnly = factors.every((factor) => {
    const { base, power } = asPower(factor);
    if (base.kind !== 'call' || (base.name !== 'sin' && base.name !== 'cos') || power < 0) return false;
    if (argument && formatExpr(argument) !== formatExpr(base.argument)) return false;
    argument = base.argument;
    if (base.name === 'sin') sinPower += power;
    else cosPower += power;
    return true;
  });
  if (trigOnly && argument) {
    const u = linear(argument);
    if (u) return sinCosPowers(sinPower, cosPower, argument, u);
  }
  return null;
}

/**
 * The largest term substitution is tried on. Each candidate costs a derivative, a simplified quotient
 * and a search of it, all growing with the term, and a term has about as many candidates as nodes:
 * a tower such as e^(e^(…(x)…)) took hundreds of milliseconds to find nothing. A sum is split into
 * its terms before this, so a long sum of ordinary terms is still integrated.
 */
const largestSubstitutedTerm = 40;

/** g(w)·w′ → G(w): tries each function argument and power base w of the integrand. */
function bySubstitution(tree: Expr, depth: number): Expr | null {
  const size = treeSize(tree, largestSubstitutedTerm);
  if (size > largestSubstitutedTerm) return null;
  // w′ must cancel into the integrand, so a derivative many times its size cannot be the one; a deep
  // chain such as sin(sin(…(x)…)) has one such candidate per level, each dearer than the last.
  const largestDerivative = Math.max(largestSubstitutedTerm, 4 * size);
  const candidates: Expr[] = [];
  const collect = (part: Expr) => {
    if (part.kind === 'call') {
      if (containsX(part.argument) && part.argument.kind !== 'x') candidates.push(part.argument);
      if (part.name === 'ln' || part.name === 'sin' || part.name === 'cos' || part.name === 'exp' || part.name === 'atan' || part.name === 'tan')
        candidates.push(part);
      collect(part.argument);
    } else if (part.kind === 'binary') {
      if (part.operator === '^' && containsX(part.left) && part.left.kind !== 'x') candidates.push(part.left);
      if (part.operator === '^' && containsX(part.right) && part.right.kind !== 'x') candidates.push(part.right);
      collect(part.left);
      collect(part.right);
    } else if (part.kind === 'negate') collect(part.argument);
  };
  collect(tree);
  const seen = new Set<string>();
  for (const w of candidates) {
    const key = formatExpr(w);
    if (seen.has(key) || linear(w)) continue;
    seen.add(key);
    const wPrime = differentiateTree(w, largestDerivative);
    if (!wPrime) continue;
    let quotient: Expr;
    try {
      quotient = simplify(over(tree, wPrime));
    } catch {
      continue;
    }
    // Replace each w in the quotient by x; if no other x remains, the quotient is g(w).
    const wKey = formatExpr(simplify(w));
    const replaced = replaceSubtree(quotient, wKey);
    if (!replaced || containsX(replaced.without)) continue;
    const inner = integrate(replaced.with, depth + 1);
    if (inner) return substitute(inner, w);
  }
  return null;
}

/** The tree with every subtree written as `key` replaced by x (with) and by 0 (without). */
function replaceSubtree(tree: Expr, key: string): { with: Expr; without: Expr } | null {
  if (formatExpr(tree) === key) return { with: x, without: num(0) };
  switch (tree.kind) {
    case 'number':
    case 'constant':
    case 'x':
      return { with: tree, without: tree };
    case 'negate': {
      const inner = replaceSubtree(tree.argument, key);
      return inner && { with: negateExpr(inner.with), without: negateExpr(inner.without) };
    }
    case 'call': {
      const inner = replaceSubtree(tree.argument, key);
      return inner && { with: callExpr(tree.name, inner.with), without: callExpr(tree.name, inner.without) };
    }
    case 'binary': {
      const left = replaceSubtree(tree.left, key);
      const right = replaceSubtree(tree.right, key);
      return left && right && { with: binary(tree.operator, left.with, right.with), without: binary(tree.operator, left.without, right.without) };
    }
  }
}

/** The tree with x replaced by w. */
function substitute(tree: Expr, w: Expr): Expr {
  switch (tree.kind) {
    case 'x':
      return w;
    case 'number':
    case 'constant':
      return tree;
    case 'negate':
      return negateExpr(substitute(tree.argument, w));
    case 'call':
      return callExpr(tree.name, substitute(tree.argument, w));
    case 'binary':
      return binary(tree.operator, substitute(tree.left, w), substitute(tree.right, w));
  }
}

function integratePower(base: Expr, exponent: Expr, depth: number): Expr | null {
  if (!containsX(exponent)) {
    const u = linear(base);
    const power = constantRational(exponent) ?? fromNumber(constantValue(exponent));
    if (u && power) {
      if (isZero(add(power, one))) return bySlope(callExpr('ln', callExpr('abs', base)), u);
      const next = add(power, one);
      // Keep a written odd root real for negative bases: (x − 1)^(2/3) stays (x − 1)^(2/3).
      const raised = binary('^', base, oddRootExponent(exponent) || power.denominator === 1n ? rationalExpr(next) : numberExpr(toNumber(next)));
      return bySlope(over(raised, rationalExpr(next)), u);
    }
    const n = constantValue(exponent);
    // Powers of sin and cos of one linear argument.
    if (Number.isInteger(n) && n > 0 && base.kind === 'call') {
      const bu = linear(base.argument);
      if (bu && (base.name === 'sin' || base.name === 'cos')) return sinCosPowers(base.name === 'sin' ? n : 0, base.name === 'cos' ? n : 0, base.argument, bu);
      if (bu && n === 2 && base.name === 'sec') return bySlope(callExpr('tan', base.argument), bu);
      if (bu && n === 2 && base.name === 'csc') return bySlope(negateExpr(callExpr('cot', base.argument)), bu);
      if (bu && n === 2 && base.name === 'tan') return minus(bySlope(callExpr('tan', base.argument), bu), x);
    }
    // √q and 1/√q for a quadratic q.
    const q = quadratic(base);
    if (q && (n === 0.5 || n === -0.5)) return sqrtQuadratic(q, n < 0);
    return bySubstitution(binary('^', base, exponent), depth);
  }
  if (!containsX(base)) {
    const b = constantValue(base);
    const u = linear(exponent);
    if (!u || !(b > 0) || b === 1) return null;
    return over(binary('^', base, exponent), times(rationalExpr(u.slope), callExpr('ln', base)));
  }
  return null;
}

function integrate(tree: Expr, depth: number): Expr | null {
  if (depth > largestDepth) return null;
  if (!containsX(tree)) return times(tree, x);
  const polynomial = toPolynomial(tree);
  if (polynomial.ok) return polynomialTree([zero, ...polynomial.polynomial.map((coefficient, index) => divide(coefficient, rational(BigInt(index + 1))))]);
  switch (tree.kind) {
    case 'negate': {
      const inner = integrate(tree.argument, depth);
      return inner && negateExpr(inner);
    }
    case 'call':
      return integrateCall(tree.name, tree.argument, depth) ?? (tree.name === 'sqrt' ? sqrtCall(tree.argument) : null) ?? bySubstitution(tree, depth);
    case 'binary': {
      const { operator, left, right } = tree;
      if (operator === '+' || operator === '-') {
        const first = integrate(left, depth);
        const second = first && integrate(right, depth);
        return first && second && binary(operator, first, second);
      }
      if (operator === '/' && !containsX(right)) {
        const inner = integrate(left, depth);
        return inner && over(inner, right);
      }
      if (operator === '^') return integratePower(left, right, depth);
      const rationalFunction = toRationalFunction(tree);
      if (rationalFunction) {
        const integral = integrateRational(rationalFunction);
        if (integral) return integral.antiderivative;
      }
      const { coefficient, factors } = factorsOf(tree);
      if (factors.length === 1 && coefficient.length > 0) {
        const inner = integrate(factors[0] as Expr, depth);
        return inner && times(multiplyAll(coefficient), inner);
      }
      if (operator === '/') {
        // c/√q and (Bx + C)/√q.
        const base = squareRootOf(right);
        if (base && quadratic(base)) {
          const product = integrateProduct(
            [left, over(num(1), right)].filter((part) => containsX(part)),
            depth,
          );
          if (product) return containsX(left) ? product : times(left, product);
        }
      }
      const product = factors.length > 0 ? integrateProduct(factors, depth) : null;
      if (product) return coefficient.length > 0 ? times(multiplyAll(coefficient), product) : product;
      return bySubstitution(tree, depth);
    }
    default:
      return null;
  }
}

/** sqrt(q) for a quadratic q. */
function sqrtCall(argument: Expr): Expr | null {
  const q = quadratic(argument);
  return q && sqrtQuadratic(q, false);
}

export function antiderivative(tree: Expr): Antiderivative | null {
  // A polynomial's antiderivative written from the highest power down, as on paper: (1/3)x^3 + x^2 + x.
  const polynomial = toPolynomial(tree);
  if (polynomial.ok) {
    const integral = [zero, ...polynomial.polynomial.map((coefficient, index) => divide(coefficient, rational(BigInt(index + 1))))];
    const written = parseExpression(formatPolynomial(integral));
    if (written.ok) return { tree: written.expression.tree, text: written.expression.text, evaluate: written.expression.evaluate };
  }
  let result: Expr | null;
  try {
    result = integrate(tree, 0);
  } catch {
    result = null;
  }
  if (!result) return null;
  let tidy: Expr;
  try {
    tidy = simplify(result);
  } catch {
    tidy = result;
  }
  const compiled = fromTree(tidy);
  return { tree: tidy, text: formatExpr(tidy), evaluate: compiled.evaluate };
}
