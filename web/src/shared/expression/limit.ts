/**
 * Limits of expressions in x, decided on the expression tree rather than by evaluating ever closer
 * to the point, so floating-point range and rounding never decide the answer: 1/ln x at
 * 0⁺ is 0 although at x = 10⁻³⁰⁰ it is still −0.0014, and x⁵⁰/eˣ at ∞ is 0 although it overflows.
 *
 * The limit of each node is worked out from the limits of its children (sum, product, quotient,
 * power and function rules, with infinities and the side from which a 0 is approached). When that
 * gives an indeterminate form it is resolved on the tree:
 *   0/0, ∞/∞   L'Hôpital's rule (the symbolic derivative of derivative.ts, simplified), and for
 *              ∞/∞ first a comparison of growth rates: lim ln|u| / ln|v| = ρ ≠ 1 decides u/v
 *              (x⁵⁰ against eˣ: 50 ln x / x → 0, so x⁵⁰/eˣ → 0);
 *   0·∞        the same comparison of ln|u| and ln|v|, else rewritten as a quotient;
 *   ∞ − ∞      simplified, factored as u(1 + v/u), multiplied by a square root's conjugate, or put
 *              over a common denominator;
 *   1^∞, 0⁰, ∞⁰ u^v = exp(v·ln u).
 * Each resolution spends from a budget, so a form that never resolves ends as 'unknown' (the caller
 * then says so or falls back on a numerical estimate) instead of looping.
 *
 * The sign with which a 0 is approached (needed for c/0) follows from the rules where it can, else
 * from the sign of the expression at points approaching the point; a value within a few rounding
 * errors of 0 (sin at the double nearest π) counts as 0.
 */
import { differentiateTree } from './derivative.ts';
import {
  applyFunction,
  callExpr,
  containsX,
  formatExpr,
  fromTree,
  negateExpr,
  numberExpr,
  oddRootExponent,
  realPower,
  type BinaryOperator,
  type Expr,
} from './expression.ts';
import { keyOf as exactKey, simplify } from './simplify.ts';
import { step, written, type Step } from './steps.ts';

/** x → point from one side; a point at ±∞ is approached from the finite side. */
export interface Approach {
  point: number;
  /** +1: from above (the right), −1: from below (the left). */
  side: 1 | -1;
}

export type Sign = 1 | -1 | 0;

export type Limit =
  /** sign: the sign of f near the point (for a 0, the side it approaches from; 0 when it is identically 0 or changes sign). */
  | { kind: 'finite'; value: number; sign: Sign }
  | { kind: 'infinite'; sign: 1 | -1 }
  /** Stays bounded without settling (sin x at ∞): no limit. */
  | { kind: 'bounded' }
  /** No limit: f is undefined near the point on this side, or grows without bound in both directions. */
  | { kind: 'none'; reason: string }
  /** A finite limit too large for a double (e^x at 1000). */
  | { kind: 'overflow' }
  /** The rules could not decide within their budget. */
  | { kind: 'unknown' };

export interface LimitAnalysis {
  limit: Limit;
  /** The methods used, as steps whose maths is the trees worked on, for the calculator's steps. */
  notes: Step[];
}

const epsilon = Number.EPSILON;
/** How many indeterminate forms one limit may resolve, counting the nested ones. */
const resolutionBudget = 60;
/** Trees beyond this size (nodes) are not differentiated further: L'Hôpital's rule is not shrinking them. */
const largestTree = 300;
const largestNotes = 8;

interface Context {
  approach: Approach;
  budget: number;
  notes: Step[];
  /** Nested growth comparisons are not compared again (ln ln … would never end). */
  comparing: boolean;
  /** Whether the steps are written: only the limit calculator shows them. */
  explaining: boolean;
  /** Trees seen by the ∞ − ∞ rewriting, so two rewritings cannot undo each other forever. */
  seen: Set<string>;
  /**
   * The quotients of derivatives L'Hôpital's rule has made in this analysis, by the exact key of the
   * quotient they came from: the rewritings of one expression meet the same quotient again and again,
   * and differentiating and simplifying it is the analysis's dearest step. Kept per analysis, so a
   * verdict never depends on what another page asked before.
   */
  derived: Map<string, Expr | null>;
  /** The derivative of each tree differentiated, by its exact key: the analysis's own, or those `sharingDerivatives` shares. */
  derivatives: Map<string, Expr | null>;
}

const unknown: Limit = { kind: 'unknown' };
const binary = (operator: BinaryOperator, left: Expr, right: Expr): Expr => ({ kind: 'binary', operator, left, right });

function finite(value: number, sign: Sign = 0): Limit {
  if (!Number.isFinite(value)) return Number.isNaN(value) ? { kind: 'none', reason: 'f is not defined there' } : { kind: 'overflow' };
  if (value === 0) return { kind: 'finite', value: 0, sign };
  return { kind: 'finite', value, sign: value > 0 ? 1 : -1 };
}

const infinite = (sign: number): Limit => ({ kind: 'infinite', sign: sign < 0 ? -1 : 1 });
const none = (reason: string): Limit => ({ kind: 'none', reason });

function signOf(limit: Limit): Sign {
  return limit.kind === 'finite' || limit.kind === 'infinite' ? limit.sign : 0;
}

const isDecided = (limit: Limit) => limit.kind === 'finite' || limit.kind === 'infinite' || limit.kind === 'none' || limit.kind === 'bounded';

/** Rounding noise: a result within a few units in the last place of its inputs' size is 0. */
function snap(value: number, scale: number): number {
  return Math.abs(value) <= 8 * epsilon * Math.max(Math.abs(scale), Number.MIN_VALUE) ? 0 : value;
}

function size(tree: Expr): number {
  switch (tree.kind) {
    case 'number':
    case 'constant':
    case 'x':
      return 1;
    case 'negate':
    case 'call':
      return 1 + size(tree.argument);
    case 'binary':
      return 1 + size(tree.left) + size(tree.right);
  }
}

function keyOf(tree: Expr): string {
  return formatExpr(tree);
}

/** The points approaching the point on its side, from far to near, where a sign is read. */
export function approachPoints(approach: Approach, count = 8): number[] {
  const { point, side } = approach;
  if (!Number.isFinite(point)) return Array.from({ length: count }, (_, index) => Math.sign(point) * 10 ** (3 + 2 * index));
  const scale = Math.max(1, Math.abs(point));
  return Array.from({ length: count }, (_, index) => point + side * scale * 10 ** -(3 + index));
}

const compiled = new WeakMap<Expr, (x: number) => number>();

/** The tree compiled once, however often its value is read. */
function evaluator(tree: Expr): (x: number) => number {
  let f = compiled.get(tree);
  if (!f) {
    f = fromTree(tree).evaluate;
    compiled.set(tree, f);
  }
  return f;
}

/** The value of a tree without x. */
const constantOf = (tree: Expr) => evaluator(tree)(0);

/** The sign f keeps at points approaching the point, or 0 when it changes or cannot be read. */
function signNear(tree: Expr, approach: Approach): Sign {
  const f = evaluator(tree);
  let seen: Sign | null = null;
  for (const x of approachPoints(approach)) {
    const y = f(x);
    if (Number.isNaN(y)) continue;
    const sign: Sign = y > 0 ? 1 : y < 0 ? -1 : 0;
    if (sign === 0) continue;
    if (seen !== null && seen !== sign) return 0;
    seen = sign;
  }
  return seen ?? 0;
}

/** Rewrites tan, sec, csc, cot and log through sin, cos and ln, so the quotient rules see their poles. */
function normalize(tree: Expr): Expr {
  switch (tree.kind) {
    case 'number':
    case 'constant':
    case 'x':
      return tree;
    case 'negate':
      return negateExpr(normalize(tree.argument));
    case 'binary':
      return binary(tree.operator, normalize(tree.left), normalize(tree.right));
    case 'call': {
      const u = normalize(tree.argument);
      switch (tree.name) {
        case 'tan':
          return binary('/', callExpr('sin', u), callExpr('cos', u));
        case 'sec':
          return binary('/', numberExpr(1), callExpr('cos', u));
        case 'csc':
          return binary('/', numberExpr(1), callExpr('sin', u));
        case 'cot':
          return binary('/', callExpr('cos', u), callExpr('sin', u));
        case 'log':
          return binary('/', callExpr('ln', u), callExpr('ln', numberExpr(10)));
        default:
          return callExpr(tree.name, u);
      }
    }
  }
}

/**
 * Records a method used; the inner workings of a growth comparison are left out. The step is
 * written only when it is kept, so the comparisons and the other calculators' limits pay nothing.
 */
function note(context: Context, write: () => Step): void {
  if (!context.explaining || context.comparing || context.notes.length >= largestNotes) return;
  const made = write();
  if (!context.notes.some((each) => each.text === made.text)) context.notes.push(made);
}

function spend(context: Context, cost = 1): boolean {
  // A count, not a clock: the server and the browser must reach the same verdict for the same input,
  // or the page the server rendered would change as it is taken over.
  if (context.budget <= 0) return false;
  context.budget -= cost;
  return true;
}

/** A step on large trees costs more of the budget: differentiating and simplifying grow with their size. */
const costOf = (...trees: Expr[]) => 1 + Math.floor(trees.reduce((total, tree) => total + size(tree), 0) / 100);

function limitOf(tree: Expr, context: Context): Limit {
  switch (tree.kind) {
    case 'number':
      return finite(tree.value);
    case 'constant':
      return finite(tree.value);
    case 'x': {
      const { point, side } = context.approach;
      if (!Number.isFinite(point)) return infinite(point);
      return finite(point, point === 0 ? side : 0);
    }
    case 'negate':
      return negateLimit(limitOf(tree.argument, context));
    case 'call':
      return callLimit(tree, limitOf(tree.argument, context), context);
    case 'binary': {
      if (!containsX(tree)) return finite(constantOf(tree));
      const left = limitOf(tree.left, context);
      if (tree.operator === '^') return powerLimit(tree, left, context);
      const right = limitOf(tree.right, context);
      switch (tree.operator) {
        case '+':
          return sumLimit(tree, tree.left, tree.right, left, right, context);
        case '-':
          return sumLimit(tree, tree.left, negateExpr(tree.right), left, negateLimit(right), context);
        case '*':
          return productLimit(tree, left, right, context);
        case '/':
          return quotientLimit(tree, left, right, context);
      }
    }
  }
}

function negateLimit(limit: Limit): Limit {
  if (limit.kind === 'finite') return { kind: 'finite', value: limit.value === 0 ? 0 : -limit.value, sign: -limit.sign as Sign };
  if (limit.kind === 'infinite') return infinite(-limit.sign);
  return limit;
}

/** A zero whose sign the rules left open takes the sign read near the point. */
function zeroWithSign(tree: Expr, sign: Sign, context: Context): Limit {
  return finite(0, sign !== 0 ? sign : signNear(tree, context.approach));
}

function undecided(a: Limit, b: Limit): Limit | null {
  if (a.kind === 'none') return a;
  if (b.kind === 'none') return b;
  if (a.kind === 'unknown' || b.kind === 'unknown' || a.kind === 'overflow' || b.kind === 'overflow') return unknown;
  return null;
}

function sumLimit(tree: Expr, u: Expr, v: Expr, a: Limit, b: Limit, context: Context): Limit {
  const early = undecided(a, b);
  if (early) return early;
  if (a.kind === 'finite' && b.kind === 'finite') {
    const value = snap(a.value + b.value, Math.max(Math.abs(a.value), Math.abs(b.value)));
    if (value !== 0) return finite(value);
    const sign =
      a.value === 0 && b.value === 0 && a.sign === b.sign ? a.sign : a.value === 0 && b.value === 0 && (a.sign === 0 || b.sign === 0) ? a.sign || b.sign : 0;
    return zeroWithSign(tree, sign, context);
  }
  if (a.kind === 'infinite' && b.kind === 'infinite') {
    if (a.sign === b.sign) return a;
    return resolveDifference(tree, u, v, context);
  }
  if (a.kind === 'infinite') return a;
  if (b.kind === 'infinite') return b;
  // A bounded oscillation plus a number still oscillates; two of them may cancel, which the rules cannot see.
  if (a.kind === 'bounded' && b.kind === 'bounded') return unknown;
  return { kind: 'bounded' };
}

function productLimit(tree: Expr, a: Limit, b: Limit, context: Context): Limit {
  const early = undecided(a, b);
  if (early) return early;
  if (tree.kind !== 'binary') return unknown;
  if (a.kind === 'finite' && b.kind === 'finite') {
    const value = a.value * b.value;
    if (value !== 0) return finite(value);
    return zeroWithSign(tree, (a.sign * b.sign) as Sign, context);
  }
  if (a.kind === 'infinite' && b.kind === 'infinite') return infinite(a.sign * b.sign);
  if (a.kind === 'infinite' || b.kind === 'infinite') {
    const [endless, other, endlessTree, otherTree] = a.kind === 'infinite' ? [a, b, tree.left, tree.right] : [b, a, tree.right, tree.left];
    if (other.kind === 'bounded') return none('f grows without bound while changing sign');
    if (other.kind !== 'finite') return unknown;
    if (other.value !== 0) return infinite(endless.kind === 'infinite' ? endless.sign * other.sign : 1);
    return resolveZeroTimesInfinity(tree, otherTree, endlessTree, context);
  }
  // Bounded times something finite.
  const [bounded, other] = a.kind === 'bounded' ? [a, b] : [b, a];
  if (bounded.kind !== 'bounded' || other.kind !== 'finite') return unknown;
  // A bounded factor times one that tends to 0 tends to 0 (the squeeze theorem).
  if (other.value === 0) return zeroWithSign(tree, 0, context);
  return { kind: 'bounded' };
}

function quotientLimit(tree: Expr, a: Limit, b: Limit, context: Context): Limit {
  const early = undecided(a, b);
  if (early) return early;
  if (tree.kind !== 'binary') return unknown;
  if (b.kind === 'finite' && b.value !== 0) {
    if (a.kind === 'finite') return a.value === 0 ? zeroWithSign(tree, (a.sign * b.sign) as Sign, context) : finite(a.value / b.value);
    if (a.kind === 'infinite') return infinite(a.sign * b.sign);
    return { kind: 'bounded' };
  }
  if (b.kind === 'finite') {
    // The denominator tends to 0.
    if (a.kind === 'finite' && a.value === 0) return resolveQuotient(tree.left, tree.right, '0/0', context, (a.sign * b.sign) as Sign);
    if (a.kind === 'bounded') return none('f grows without bound while changing sign');
    const sign = b.sign === 0 ? signNear(tree.right, context.approach) : b.sign;
    if (sign === 0) return none('the denominator tends to 0 through both signs');
    return infinite(signOf(a) * sign);
  }
  if (b.kind === 'infinite') {
    if (a.kind === 'infinite') return resolveQuotient(tree.left, tree.right, '∞/∞', context, (a.sign * b.sign) as Sign);
    if (a.kind === 'finite') return zeroWithSign(tree, (a.sign * b.sign) as Sign, context);
    return zeroWithSign(tree, 0, context);
  }
  return unknown;
}

/** The exponent as a constant, with its odd-root reading, or null when it depends on x. */
function constantExponent(exponent: Expr): { value: number; oddRoot: ReturnType<typeof oddRootExponent> } | null {
  if (containsX(exponent)) return null;
  return { value: constantOf(exponent), oddRoot: oddRootExponent(exponent) };
}

function powerLimit(tree: Expr, a: Limit, context: Context): Limit {
  if (tree.kind !== 'binary') return unknown;
  const exponent = constantExponent(tree.right);
  if (exponent) return constantPowerLimit(tree, a, exponent.value, exponent.oddRoot, context);
  if (!containsX(tree.left)) {
    const base = constantOf(tree.left);
    const b = limitOf(tree.right, context);
    if (!(base > 0)) {
      if (base === 0 && b.kind === 'finite' && b.value > 0) return zeroWithSign(tree, 1, context);
      return b.kind === 'none' || b.kind === 'unknown' ? b : none('a power of a number ≤ 0 with a variable exponent is not real');
    }
    return limitOf(callExpr('exp', binary('*', tree.right, callExpr('ln', tree.left))), context);
  }
  if (a.kind === 'none' || a.kind === 'unknown' || a.kind === 'overflow') return a.kind === 'overflow' ? unknown : a;
  if (signOf(a) < 0) return none('a negative base with a variable exponent is not real');
  // u^v = exp(v · ln u), for u > 0 near the point.
  note(context, () => step`Write ${tree} as ${callExpr('exp', binary('*', tree.right, callExpr('ln', tree.left)))}.`);
  return limitOf(callExpr('exp', binary('*', tree.right, callExpr('ln', tree.left))), context);
}

function constantPowerLimit(tree: Expr, a: Limit, power: number, oddRoot: ReturnType<typeof oddRootExponent>, context: Context): Limit {
  if (a.kind === 'none' || a.kind === 'unknown' || a.kind === 'overflow') return a.kind === 'overflow' ? unknown : a;
  if (power === 0) return finite(1);
  // The sign a power gives a negative base: +1, −1, or null when it is not real.
  const negativeSign = (): Sign | null => {
    if (Number.isInteger(power)) return Math.abs(power % 2) === 1 ? -1 : 1;
    if (oddRoot) return oddRoot.keepsSign ? -1 : 1;
    return null;
  };
  if (a.kind === 'bounded') return power > 0 && (Number.isInteger(power) || oddRoot) ? { kind: 'bounded' } : unknown;
  if (a.kind === 'infinite') {
    const sign = a.sign > 0 ? 1 : negativeSign();
    if (sign === null) return none('a power of negative numbers that is not real');
    return power > 0 ? infinite(sign) : zeroWithSign(tree, sign, context);
  }
  if (a.value !== 0) {
    const value = realPower(a.value, power, oddRoot);
    return Number.isNaN(value) ? none('a power of negative numbers that is not real') : finite(value);
  }
  // The base tends to 0.
  let sign: Sign | null = a.sign > 0 ? 1 : a.sign < 0 ? negativeSign() : 0;
  if (sign === null) return none(`f is not defined there (an even root of negative numbers)`);
  if (sign === 0) sign = signNear(tree, context.approach);
  if (power > 0) return finite(0, sign);
  if (sign === 0) return none('the denominator tends to 0 through both signs');
  return infinite(sign);
}

function callLimit(tree: Expr, a: Limit, context: Context): Limit {
  if (tree.kind !== 'call') return unknown;
  if (a.kind === 'none' || a.kind === 'unknown') return a;
  if (a.kind === 'overflow') return unknown;
  const { name } = tree;
  if (a.kind === 'bounded') {
    if (name === 'sin' || name === 'cos' || name === 'atan' || name === 'tanh' || name === 'abs' || name === 'exp' || name === 'cbrt')
      return { kind: 'bounded' };
    return unknown;
  }
  if (a.kind === 'infinite') {
    const s = a.sign;
    switch (name) {
      case 'sin':
      case 'cos':
        return { kind: 'bounded' };
      case 'atan':
        return finite((s * Math.PI) / 2);
      case 'tanh':
        return finite(s);
      case 'sinh':
      case 'cbrt':
        return infinite(s);
      case 'cosh':
      case 'abs':
        return infinite(1);
      case 'exp':
        return s > 0 ? infinite(1) : finite(0, 1);
      case 'ln':
      case 'sqrt':
        return s > 0 ? infinite(1) : none(`${name} is not defined for negative numbers`);
      default:
        return none(`${name} is not defined there`);
    }
  }
  const v = a.value;
  const zero = v === 0;
  switch (name) {
    case 'sin':
      return zero ? finite(0, a.sign) : valueOrZero(tree, Math.sin(v), v, context);
    case 'tan':
      return zero ? finite(0, a.sign) : valueOrZero(tree, Math.tan(v), v, context);
    case 'cos':
      return valueOrZero(tree, Math.cos(v), 1, context);
    case 'sinh':
    case 'tanh':
    case 'atan':
    case 'cbrt':
      return zero ? finite(0, a.sign) : finite((name === 'sinh' ? Math.sinh : name === 'tanh' ? Math.tanh : name === 'atan' ? Math.atan : Math.cbrt)(v));
    case 'asin':
    case 'acos': {
      if (Math.abs(v) > 1) return none(`${name} is not defined outside [−1, 1]`);
      if (Math.abs(v) === 1 && a.sign === Math.sign(v) && signNear(binary('-', tree.argument, numberExpr(v)), context.approach) === Math.sign(v)) {
        return none(`${name} is not defined outside [−1, 1]`);
      }
      return name === 'asin' ? (zero ? finite(0, a.sign) : finite(Math.asin(v))) : finite(Math.acos(v));
    }
    case 'cosh':
      return finite(Math.cosh(v));
    case 'exp':
      return finite(Math.exp(v));
    case 'abs':
      return zero ? finite(0, a.sign !== 0 || signNear(tree.argument, context.approach) !== 0 ? 1 : 0) : finite(Math.abs(v));
    case 'sqrt':
      if (v < 0) return none('sqrt is not defined for negative numbers');
      if (zero) return a.sign > 0 ? finite(0, 1) : a.sign < 0 ? none('sqrt is not defined for negative numbers') : sideOfZero(tree, context);
      return finite(Math.sqrt(v));
    case 'ln':
    case 'log':
      if (v < 0) return none(`${name} is not defined for negative numbers`);
      if (zero) {
        const sign = a.sign !== 0 ? a.sign : signNear(tree.argument, context.approach);
        return sign > 0 ? infinite(-1) : none(`${name} is not defined for numbers ≤ 0`);
      }
      return valueOrZero(tree, name === 'ln' ? Math.log(v) : Math.log10(v), 1, context);
    default:
      // sec, csc, cot and log are rewritten before (normalize).
      return unknown;
  }
}

/** sqrt of something tending to 0 whose sign the rules left open. */
function sideOfZero(tree: Expr, context: Context): Limit {
  if (tree.kind !== 'call') return unknown;
  const sign = signNear(tree.argument, context.approach);
  return sign > 0 ? finite(0, 1) : none('sqrt is not defined for negative numbers');
}

/** A function value, with rounding noise around 0 taken as 0 and its sign read near the point. */
function valueOrZero(tree: Expr, value: number, scale: number, context: Context): Limit {
  const snapped = snap(value, scale);
  return snapped === 0 ? zeroWithSign(tree, 0, context) : finite(snapped);
}

/** ln|u| written out: products as sums, powers as multiples, exp(w) as w. */
function logOfMagnitude(tree: Expr): Expr {
  switch (tree.kind) {
    case 'number':
      return numberExpr(Math.log(Math.abs(tree.value)));
    case 'constant':
      return tree.name === 'e' ? numberExpr(1) : numberExpr(Math.log(tree.value));
    case 'negate':
      return logOfMagnitude(tree.argument);
    case 'call':
      if (tree.name === 'exp') return tree.argument;
      if (tree.name === 'abs') return logOfMagnitude(tree.argument);
      if (tree.name === 'sqrt') return binary('*', numberExpr(0.5), logOfMagnitude(tree.argument));
      if (tree.name === 'cbrt') return binary('/', logOfMagnitude(tree.argument), numberExpr(3));
      return callExpr('ln', callExpr('abs', tree));
    case 'binary':
      if (tree.operator === '*') return binary('+', logOfMagnitude(tree.left), logOfMagnitude(tree.right));
      if (tree.operator === '/') return binary('-', logOfMagnitude(tree.left), logOfMagnitude(tree.right));
      if (tree.operator === '^') return binary('*', tree.right, logOfMagnitude(tree.left));
      return callExpr('ln', callExpr('abs', tree));
    case 'x':
      return callExpr('ln', callExpr('abs', tree));
  }
}

/** abs(w) replaced by w or −w where w keeps one sign near the point, so L'Hôpital's rule sees no corner. */
function withoutAbs(tree: Expr, context: Context): Expr {
  switch (tree.kind) {
    case 'number':
    case 'constant':
    case 'x':
      return tree;
    case 'negate':
      return negateExpr(withoutAbs(tree.argument, context));
    case 'binary':
      return binary(tree.operator, withoutAbs(tree.left, context), withoutAbs(tree.right, context));
    case 'call': {
      const argument = withoutAbs(tree.argument, context);
      if (tree.name === 'abs' && containsX(argument)) {
        const sign = signOf(limitOf(argument, context)) || signNear(argument, context.approach);
        if (sign > 0) return argument;
        if (sign < 0) return negateExpr(argument);
      }
      return callExpr(tree.name, argument);
    }
  }
}

function simplified(tree: Expr): Expr | null {
  try {
    return simplify(tree);
  } catch {
    return null;
  }
}

/**
 * ρ = lim ln|u| / ln|v|, when both ln|u| and ln|v| grow without bound: ln|u/v| = ln|v|·(ρ − 1),
 * and ln|u·v| = ln|v|·(ρ + 1). Null when the comparison cannot be made or decides nothing.
 */
function growthRatio(u: Expr, v: Expr, context: Context): Extract<Limit, { kind: 'finite' | 'infinite' }> | null {
  if (context.comparing || !spend(context, costOf(u, v))) return null;
  const ratio = simplified(binary('/', logOfMagnitude(u), logOfMagnitude(v)));
  if (!ratio || size(ratio) > largestTree) return null;
  context.comparing = true;
  try {
    const rho = limitOf(withoutAbs(ratio, context), context);
    return rho.kind === 'finite' || rho.kind === 'infinite' ? rho : null;
  } finally {
    context.comparing = false;
  }
}

function resolveQuotient(u: Expr, v: Expr, form: '0/0' | '∞/∞', context: Context, knownSign: Sign = 0): Limit {
  const quotient = binary('/', u, v);
  const signs = () => knownSign || signNear(quotient, context.approach);
  const atInfinity = leadingAtInfinity(quotient, context);
  if (atInfinity) return atInfinity;
  if (form === '∞/∞') {
    const rho = growthRatio(u, v, context);
    if (rho && !(rho.kind === 'finite' && Math.abs(rho.value - 1) < 1e-9)) {
      // ln|u/v| = ln|v|·(ρ − 1) with ln|v| → +∞: u/v → ∞ when ρ > 1, → 0 when ρ < 1.
      const grows = rho.kind === 'infinite' ? rho.sign > 0 : rho.value > 1;
      note(
        context,
        () =>
          step`∞/∞ form: comparing logarithms, ${u} grows ${grows ? 'faster' : 'more slowly'} than ${v}, so the quotient ${grows ? 'grows without bound' : 'tends to 0'}.`,
      );
      const sign = signs();
      if (grows) return sign === 0 ? none('f grows without bound while changing sign') : infinite(sign);
      return finite(0, sign);
    }
  }
  const lHopital = applyLHopital(u, v, form, context);
  if (isDecided(lHopital) && lHopital.kind !== 'bounded' && lHopital.kind !== 'none') return lHopital;
  if (form === '0/0') {
    const rho = growthRatio(u, v, context);
    if (rho && !(rho.kind === 'finite' && Math.abs(rho.value - 1) < 1e-9)) {
      // Both ln|u| and ln|v| tend to −∞: u/v → 0 when ρ > 1, → ∞ when ρ < 1.
      const vanishes = rho.kind === 'infinite' ? rho.sign > 0 : rho.value > 1;
      const sign = signs();
      if (vanishes) return finite(0, sign);
      return sign === 0 ? none('f grows without bound while changing sign') : infinite(sign);
    }
  }
  return unknown;
}

/**
 * Derivatives worked out by the analyses that `sharingDerivatives` runs, by the exact key of the
 * tree differentiated; without it each analysis keeps its own.
 */
let sharedDerivatives: Map<string, Expr | null> | undefined;

/**
 * Runs `work` with one store of derivatives for every limit it analyses: an integral asks about each
 * side of each singular point, and L'Hôpital's rule differentiates the same parts of the function in
 * every one. A derivative depends on nothing but its tree; the store goes when `work` ends.
 */
export function sharingDerivatives<T>(work: () => T): T {
  if (sharedDerivatives) return work();
  sharedDerivatives = new Map();
  try {
    return work();
  } finally {
    sharedDerivatives = undefined;
  }
}

function derivativeOf(tree: Expr, context: Context): Expr | null {
  const key = exactKey(tree);
  let derivative = context.derivatives.get(key);
  if (derivative === undefined) {
    derivative = differentiateTree(tree);
    context.derivatives.set(key, derivative);
  }
  return derivative;
}

function applyLHopital(u: Expr, v: Expr, form: string, context: Context): Limit {
  if (!spend(context, costOf(u, v))) return unknown;
  const key = exactKey(binary('/', u, v));
  let next = context.derived.get(key);
  if (next === undefined) {
    const du = derivativeOf(u, context);
    const dv = derivativeOf(v, context);
    next = du && dv ? simplified(withoutAbs(binary('/', du, dv), context)) : null;
    context.derived.set(key, next);
  }
  if (!next || size(next) > largestTree) return unknown;
  note(context, () => step`${form} form: by L'Hôpital's rule, lim ${binary('/', u, v)} = lim ${next}.`);
  return limitOf(next, context);
}

/** c·x^a, the leading term of an algebraic expression as x → +∞. */
interface Term {
  c: number;
  a: number;
}

function formatTerm({ c, a }: Term): string {
  const power = a === 0 ? '' : a === 1 ? 'x' : `x^${formatValue(a)}`;
  if (power === '') return formatValue(c);
  return c === 1 ? power : c === -1 ? `-${power}` : `${formatValue(c)}${power}`;
}

/**
 * The leading term of an algebraic tree as x → +∞ (dominant powers, like the rule "divide by the
 * highest power"), or null where the leading terms cancel or a root of a negative number appears.
 */
function leadingTerm(tree: Expr, depth = 0): Term | null {
  switch (tree.kind) {
    case 'number':
    case 'constant':
      return tree.value === 0 ? null : { c: tree.value, a: 0 };
    case 'x':
      return { c: 1, a: 1 };
    case 'negate': {
      const inner = leadingTerm(tree.argument, depth);
      return inner && { c: -inner.c, a: inner.a };
    }
    case 'call': {
      if (!containsX(tree)) return leadingTerm(numberExpr(constantOf(tree)));
      const inner = leadingTerm(tree.argument, depth);
      if (!inner) return null;
      if (tree.name === 'abs') return { c: Math.abs(inner.c), a: inner.a };
      if (tree.name === 'sqrt') return inner.c > 0 ? { c: Math.sqrt(inner.c), a: inner.a / 2 } : null;
      if (tree.name === 'cbrt') return { c: Math.cbrt(inner.c), a: inner.a / 3 };
      return null;
    }
    case 'binary': {
      const left = leadingTerm(tree.left, depth);
      if (tree.operator === '^') {
        if (!left || containsX(tree.right)) return null;
        const power = constantOf(tree.right);
        const c = realPower(left.c, power, oddRootExponent(tree.right));
        return Number.isFinite(c) && c !== 0 ? { c, a: left.a * power } : null;
      }
      const right = leadingTerm(tree.right, depth);
      if (tree.operator === '*') return left && right && { c: left.c * right.c, a: left.a + right.a };
      if (tree.operator === '/') return left && right && { c: left.c / right.c, a: left.a - right.a };
      const other = right && (tree.operator === '-' ? { c: -right.c, a: right.a } : right);
      if (!left || !other) return left ?? other;
      if (Math.abs(left.a - other.a) > 1e-12) return left.a > other.a ? left : other;
      const c = left.c + other.c;
      if (Math.abs(c) > 1e-12 * Math.max(Math.abs(left.c), Math.abs(other.c))) return { c, a: left.a };
      // Leading terms that cancel: a root minus its match, through the conjugate (u + v) = (u² − v²) / (u − v).
      if (depth > 2 || !(hasRoot(tree.left) || hasRoot(tree.right))) return null;
      const u = tree.left;
      const v = tree.operator === '-' ? negateExpr(tree.right) : tree.right;
      const numerator = simplified(binary('-', square(u), square(v)));
      return numerator && leadingTerm(binary('/', numerator, binary('-', u, v)), depth + 1);
    }
  }
}

function mirrored(tree: Expr): Expr {
  switch (tree.kind) {
    case 'x':
      return negateExpr(tree);
    case 'number':
    case 'constant':
      return tree;
    case 'negate':
      return negateExpr(mirrored(tree.argument));
    case 'call':
      return callExpr(tree.name, mirrored(tree.argument));
    case 'binary':
      return binary(tree.operator, mirrored(tree.left), mirrored(tree.right));
  }
}

/**
 * The limit at ±∞ of an algebraic expression from its leading term c·x^a (x → −∞ read as −x → +∞),
 * or null when the expression is not algebraic or its leading terms cancel.
 */
function leadingAtInfinity(tree: Expr, context: Context): Limit | null {
  const { point } = context.approach;
  if (Number.isFinite(point) || !isAlgebraic(tree)) return null;
  const term = leadingTerm(point > 0 ? tree : mirrored(tree));
  if (!term) return null;
  note(context, () => step`At ${point > 0 ? '∞' : '−∞'} only the highest powers count: ${tree} behaves like ${written(formatTerm(term))}.`);
  if (Math.abs(term.a) < 1e-12) return finite(term.c);
  return term.a > 0 ? infinite(term.c) : finite(0, term.c > 0 ? 1 : -1);
}

/** u² written without the root when u is one: sqrt(w)² is w. */
function square(tree: Expr): Expr {
  if (tree.kind === 'negate') return square(tree.argument);
  if (tree.kind === 'call' && tree.name === 'sqrt') return tree.argument;
  if (tree.kind === 'binary' && tree.operator === '*' && !containsX(tree.left)) return binary('*', binary('^', tree.left, numberExpr(2)), square(tree.right));
  return binary('^', tree, numberExpr(2));
}

/** Does the tree use only x, numbers, + − * / and constant powers (so 1/u is as simple as u)? */
function isAlgebraic(tree: Expr): boolean {
  switch (tree.kind) {
    case 'number':
    case 'constant':
    case 'x':
      return true;
    case 'negate':
      return isAlgebraic(tree.argument);
    case 'call':
      return tree.name === 'sqrt' || tree.name === 'cbrt' || tree.name === 'abs' ? isAlgebraic(tree.argument) : !containsX(tree);
    case 'binary':
      return tree.operator === '^' ? isAlgebraic(tree.left) && !containsX(tree.right) : isAlgebraic(tree.left) && isAlgebraic(tree.right);
  }
}

function resolveZeroTimesInfinity(tree: Expr, zero: Expr, endless: Expr, context: Context): Limit {
  const atInfinity = leadingAtInfinity(tree, context);
  if (atInfinity) return atInfinity;
  const sign = () => signNear(tree, context.approach);
  const rho = growthRatio(zero, endless, context);
  // ln|zero · endless| = ln|endless|·(1 + ρ), with ρ = ln|zero| / ln|endless| ≤ 0.
  if (rho && !(rho.kind === 'finite' && Math.abs(rho.value + 1) < 1e-9)) {
    const grows = rho.kind === 'finite' && rho.value > -1;
    note(
      context,
      () =>
        step`0·∞ form: comparing logarithms, ${zero} tends to 0 ${grows ? 'more slowly' : 'faster'} than ${endless} grows, so the product ${grows ? 'grows without bound' : 'tends to 0'}.`,
    );
    const s = sign();
    if (grows) return s === 0 ? none('f grows without bound while changing sign') : infinite(s);
    return finite(0, s);
  }
  const reciprocal = (w: Expr) => binary('/', numberExpr(1), w);
  const forms: [Expr, Expr, '0/0' | '∞/∞'][] = [
    [endless, reciprocal(zero), '∞/∞'],
    [zero, reciprocal(endless), '0/0'],
  ];
  if (!isAlgebraic(zero)) forms.reverse();
  for (const [numerator, denominator, form] of forms) {
    const r = resolveQuotient(numerator, denominator, form, context);
    if (r.kind !== 'unknown') return r;
  }
  return unknown;
}

/** u + v with u and v growing without bound in opposite directions. */
function resolveDifference(tree: Expr, u: Expr, v: Expr, context: Context): Limit {
  if (!spend(context)) return unknown;
  const key = keyOf(tree);
  if (context.seen.has(key)) return unknown;
  context.seen.add(key);
  const atInfinity = leadingAtInfinity(tree, context);
  if (atInfinity) return atInfinity;
  const tidy = simplified(tree);
  if (tidy && keyOf(tidy) !== key && size(tidy) <= largestTree) {
    const r = limitOf(tidy, context);
    if (r.kind !== 'unknown') return r;
  }
  // u + v = u·(1 + v/u).
  const ratio = limitOf(binary('/', v, u), context);
  if (ratio.kind === 'infinite') return limitOf(v, context);
  const a = limitOf(u, context);
  if (ratio.kind === 'finite' && Math.abs(ratio.value + 1) > 1e-9 && a.kind === 'infinite') {
    note(
      context,
      () => step`∞ − ∞ form: ${binary('/', v, u)} → ${formatValue(ratio.value)}, so the sum behaves like ${multiple(Number(formatValue(1 + ratio.value)), u)}.`,
    );
    return infinite(a.sign * Math.sign(1 + ratio.value));
  }
  // A square root minus its match: multiply by the conjugate, (u + v) = (u² − v²) / (u − v).
  if (hasRoot(u) || hasRoot(v)) {
    const numerator = simplified(binary('-', square(u), square(v)));
    if (numerator) {
      const conjugate = binary('/', numerator, binary('-', u, v));
      note(context, () => step`∞ − ∞ form: multiply by the conjugate: ${conjugate}.`);
      const r = limitOf(conjugate, context);
      if (r.kind !== 'unknown') return r;
    }
  }
  // Over a common denominator: a/b + c/d = (a·d + c·b) / (b·d).
  const [a1, b1] = asFraction(u);
  const [c1, d1] = asFraction(v);
  if (containsX(b1) || containsX(d1)) {
    const numerator = simplified(binary('+', binary('*', a1, d1), binary('*', c1, b1)));
    if (numerator) {
      const combined = binary('/', numerator, binary('*', b1, d1));
      note(context, () => step`∞ − ∞ form: over a common denominator, ${combined}.`);
      return limitOf(combined, context);
    }
  }
  return unknown;
}

/** c·u as written: u itself for 1, −u for −1. */
function multiple(c: number, u: Expr): Expr {
  if (c === 1) return u;
  if (c === -1) return negateExpr(u);
  return binary('*', numberExpr(c), u);
}

function hasRoot(tree: Expr): boolean {
  if (tree.kind === 'call') return tree.name === 'sqrt' || hasRoot(tree.argument);
  if (tree.kind === 'negate') return hasRoot(tree.argument);
  if (tree.kind === 'binary') {
    if (tree.operator === '^' && !containsX(tree.right)) {
      const value = constantOf(tree.right);
      if (!Number.isInteger(value)) return true;
    }
    return hasRoot(tree.left) || hasRoot(tree.right);
  }
  return false;
}

function asFraction(tree: Expr): [Expr, Expr] {
  if (tree.kind === 'binary' && tree.operator === '/') return [tree.left, tree.right];
  if (tree.kind === 'negate') {
    const [numerator, denominator] = asFraction(tree.argument);
    return [negateExpr(numerator), denominator];
  }
  return [tree, numberExpr(1)];
}

function formatValue(value: number): string {
  const rounded = Number(value.toPrecision(10));
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

/**
 * Whether f is not a real number at every point approaching the point on its side. Towards ±∞ the
 * points start at ±10, before overflow (eˣ/x¹⁰⁰⁰ at 10⁴ is ∞/∞ in floating point) can pass for that.
 */
function undefinedOnSide(tree: Expr, approach: Approach): boolean {
  const f = fromTree(tree).evaluate;
  const points = Number.isFinite(approach.point)
    ? approachPoints(approach)
    : Array.from({ length: 8 }, (_, index) => Math.sign(approach.point) * 10 ** (1 + index));
  return points.every((x) => Number.isNaN(f(x)));
}

/** The one-sided limit of the expression (both sides agree at ±∞), with the steps that found it. */
export function findLimit(tree: Expr, approach: Approach): LimitAnalysis {
  return analyse(tree, approach, true);
}

/**
 * The same limit without its steps, for the calculators that only use its value: writing the steps
 * formats every expression the analysis meets, most of its cost on a long expression.
 */
export function limitValue(tree: Expr, approach: Approach, { budget = resolutionBudget } = {}): Limit {
  return analyse(tree, approach, false, budget).limit;
}

function analyse(tree: Expr, approach: Approach, explaining: boolean, budget = resolutionBudget): LimitAnalysis {
  const notes: Step[] = [];
  if (undefinedOnSide(tree, approach)) return { limit: none('f is not defined there'), notes };
  const context: Context = {
    approach,
    budget,
    notes,
    comparing: false,
    explaining,
    seen: new Set(),
    derived: new Map(),
    derivatives: sharedDerivatives ?? new Map(),
  };
  let limit: Limit;
  try {
    const prepared = normalize(tree);
    limit = limitOf(withoutAbs(prepared, context), context);
  } catch {
    limit = unknown;
  }
  return { limit, notes };
}

/**
 * Whether f is continuous at a finite point (defined there and on both sides nearby), so its limit
 * there is f(p): every function's argument in the open part of its domain, no denominator 0, no
 * power of 0 with an exponent ≤ 0, no power of a negative base unless real (written odd roots and
 * whole exponents). Null when the value is not a real number; else f(p).
 */
export function continuousValue(tree: Expr, point: number): number | null {
  return strictValue(tree, point, false);
}

/**
 * f(x) where every part of f is defined at x, ends of domains included (sqrt(0) = 0, asin(1) =
 * π/2), with no division by 0 and no overflow on the way: 1/(1/x) is not defined at 0, though
 * floating point makes it 0 there. Null where f is not defined.
 */
export function definedValue(tree: Expr, x: number): number | null {
  return strictValue(tree, x, true);
}

function strictValue(tree: Expr, x: number, closed: boolean): number | null {
  switch (tree.kind) {
    case 'number':
    case 'constant':
      return tree.value;
    case 'x':
      return x;
    case 'negate': {
      const v = strictValue(tree.argument, x, closed);
      return v === null ? null : -v;
    }
    case 'call': {
      const v = strictValue(tree.argument, x, closed);
      if (v === null) return null;
      const f = applyFunction(tree.name, v);
      switch (tree.name) {
        case 'ln':
        case 'log':
          if (!(v > 0)) return null;
          break;
        case 'sqrt':
          if (!(v > 0 || (closed && v === 0))) return null;
          break;
        case 'asin':
        case 'acos':
          if (!(Math.abs(v) < 1 || (closed && Math.abs(v) === 1))) return null;
          break;
        case 'tan':
        case 'sec':
          if (snap(Math.cos(v), 1) === 0) return null;
          break;
        case 'cot':
        case 'csc':
          if (snap(Math.sin(v), v) === 0) return null;
          break;
        case 'abs':
          // |u| is continuous everywhere.
          break;
        default:
          break;
      }
      return Number.isFinite(f) ? f : null;
    }
    case 'binary': {
      const left = strictValue(tree.left, x, closed);
      const right = strictValue(tree.right, x, closed);
      if (left === null || right === null) return null;
      let value: number;
      switch (tree.operator) {
        case '+':
          value = left + right;
          break;
        case '-':
          value = left - right;
          break;
        case '*':
          value = left * right;
          break;
        case '/':
          if (right === 0) return null;
          value = left / right;
          break;
        case '^': {
          const exponentIsConstant = !containsX(tree.right);
          const oddRoot = exponentIsConstant ? oddRootExponent(tree.right) : null;
          const realBelowZero = exponentIsConstant && (Number.isInteger(right) || oddRoot !== null);
          if (left === 0 && !(right > 0 && (realBelowZero || closed))) return right === 0 && exponentIsConstant ? 1 : null;
          if (left < 0 && !realBelowZero) return null;
          value = realPower(left, right, oddRoot);
          break;
        }
      }
      return Number.isFinite(value) ? value : null;
    }
  }
}
