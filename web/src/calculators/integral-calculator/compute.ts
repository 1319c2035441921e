/**
 * Definite integral of any expression in x (D10).
 *
 *   h = (b − a) / n
 *   Simpson:      h/3 · [f(x0) + 4f(x1) + 2f(x2) + … + 4f(x(n−1)) + f(xn)]   (n even)
 *   trapezoidal:  h/2 · [f(x0) + 2f(x1) + … + 2f(x(n−1)) + f(xn)]
 *   rectangular:  h · [f(m1) + … + f(mn)], mi the midpoint of interval i
 *
 * The result is rounded to 6 decimals. Beside it: the exact value F(b) − F(a) when
 * a symbolic antiderivative is found (antiderivative.ts; checked by F′ = f at sample points), shown
 * exactly (16/3, π/4, ln(2)/2) where the limits are exact numbers; otherwise a numerical reference
 * with its error estimate; and the rule's error against that value.
 *
 * Points between the limits where f is not defined (singularities.ts) decide what can be done:
 * - removable (sin(x)/x at 0): the rule uses f's limit there, and so does the reference;
 * - integrable (1/√(1 − x²) at 1, (x − 1)^(−1/3) at 1): the integral is improper but has a value,
 *   lim F from each side of each such point, or else tanh-sinh quadrature on each piece, which never
 *   evaluates f at the ends. The rule chosen is still the rule used wherever it can be: the midpoint
 *   rule never evaluates f at the ends of the intervals, so it gives its estimate beside that value,
 *   with its error. A rule that needs f at such a point (the trapezoidal and Simpson's rules at an
 *   end of the interval, any rule whose grid falls on the point) cannot be applied: the result is the
 *   improper integral's value, and `notApplied` says why;
 * - divergent (1/x at 0): the integral has no finite value, and a message says so (also for a
 *   symmetric interval, where the two infinite halves would cancel only as a principal value).
 *
 * Decided here where the spec is silent: an odd interval count with Simpson's rule is raised to the
 * next even count (and a step says so); the rectangular rule is the midpoint rule (the rectangle
 * rule whose error falls as h², like the trapezoidal one).
 */
import { differentiateTree } from '../../shared/expression/derivative.ts';
import { exactDifference, formatExact } from '../../shared/expression/exact.ts';
import {
  formatErrorText as formatError,
  formatNumberText,
  fromTree,
  parseExpression,
  roundResult,
  type Expr,
  type Expression,
} from '../../shared/expression/expression.ts';
import { definedValue, limitValue } from '../../shared/expression/limit.ts';
import { checkedIntegral, tanhSinh } from './quadrature.ts';
import { antiderivative, type Antiderivative } from './antiderivative.ts';
import { singularPoints, type SingularPoint } from './singularities.ts';
import { treeSize } from '../../shared/expression/size.ts';
import { splitSteps, textStep, type Step, type StepPart } from '../../shared/expression/steps.ts';
import type { Method } from './inputs.ts';

export const methodNames: Record<Method, string> = { simpson: "Simpson's rule", trapezoidal: 'Trapezoidal rule', rectangular: 'Rectangular (midpoint) rule' };

/** The rule's name inside a sentence. */
const ruleInSentence: Record<Method, string> = { simpson: "Simpson's rule", trapezoidal: 'the trapezoidal rule', rectangular: 'the midpoint rule' };

export const minimumIntervals = 2;
export const maximumIntervals = 1000;

export interface Inputs {
  function: string;
  lowerLimit: number;
  upperLimit: number;
  method: Method;
  intervals: number;
}

export interface Result {
  /** ∫ from a to b of f(x) dx, as text. */
  formula: string;
  /** The method's value, rounded to 6 decimals; where the rule cannot be applied, the improper integral's value. */
  result: number;
  method: Method;
  /** False where the rule needs f at a point where f is unbounded (an improper integral). */
  ruleApplied: boolean;
  /** Why the rule cannot be applied, in a sentence; null when it is. */
  notApplied: string | null;
  /** The intervals used (an odd count is raised by one for Simpson's rule). */
  intervals: number;
  steps: string[];
  /** The same steps, their maths as trees to typeset. */
  typesetSteps: (readonly StepPart[])[];
  /** Steps or maths in them were left out for their size (steps.ts); the page says so. */
  shortened: boolean;
  /** F(b) − F(a) rounded to 6 decimals, when a closed form was found. */
  exactValue: number | null;
  /** The exact value written exactly when it is not just its decimal: 26/3, π/4, 2√2/3, ln(2)/2. */
  exactForm: string | null;
  /** The antiderivative F(x), when found. */
  antiderivative: string | null;
  /** The trees the page typesets: the integrand, the exact value (when exactForm is given) and F(x). */
  typeset: { integrand: Expr; exact: Expr | null; antiderivative: Expr | null };
  /** The value the method is compared with: the exact value, or the adaptive reference. */
  referenceValue: number;
  /** The reference's estimated error; 0 for an exact value. */
  referenceError: number;
  /** |method − reference|, unrounded (it is often far below 10⁻⁶); 0 when the rule does not apply. */
  error: number;
}

export interface Failure {
  failure: string;
}

export function isFailure(outcome: Result | Failure | null): outcome is Failure {
  return outcome !== null && 'failure' in outcome;
}

/** How many points the rule evaluates f at: the n midpoints, or the n + 1 ends of the intervals. */
function pointCount(method: Method, n: number): number {
  return method === 'rectangular' ? n : n + 1;
}

/** The i-th x value the rule evaluates f at (i from 0), computed as a + (i + ½)·h or a + i·h. */
function pointAt(method: Method, a: number, h: number, i: number): number {
  return method === 'rectangular' ? a + (i + 0.5) * h : a + i * h;
}

/**
 * The weight of the i-th point (before the factor h/3, h/2 or h). Points and weights are worked out
 * one at a time rather than listed as objects: 1001 of them per keystroke is garbage to collect.
 */
function weightAt(method: Method, i: number, n: number): number {
  if (method === 'rectangular') return 1;
  if (i === 0 || i === n) return 1;
  if (method === 'trapezoidal') return 2;
  return i % 2 === 1 ? 4 : 2;
}

const factorText: Record<Method, string> = { simpson: 'h/3', trapezoidal: 'h/2', rectangular: 'h' };
const ruleText: Record<Method, string> = {
  simpson: 'h/3 · [f(x₀) + 4f(x₁) + 2f(x₂) + … + 4f(xₙ₋₁) + f(xₙ)]',
  trapezoidal: 'h/2 · [f(x₀) + 2f(x₁) + … + 2f(xₙ₋₁) + f(xₙ)]',
  rectangular: 'h · [f(m₁) + f(m₂) + … + f(mₙ)], mᵢ the midpoint of each interval',
};

/** The factor before the weighted sum: h/3, h/2 or h. */
function ruleFactor(method: Method, h: number): number {
  return method === 'simpson' ? h / 3 : method === 'trapezoidal' ? h / 2 : h;
}

/** The rule's value alone, for tests of its order of accuracy. */
export function applyRule(f: (x: number) => number, a: number, b: number, method: Method, n: number): number {
  const h = (b - a) / n;
  let sum = 0;
  for (let i = 0; i < pointCount(method, n); i += 1) sum += weightAt(method, i, n) * f(pointAt(method, a, h, i));
  return ruleFactor(method, h) * sum;
}

const show = (value: number) => formatNumberText(roundResult(value));

export function compute(inputs: Inputs): Result | Failure | null {
  const { lowerLimit: a, upperLimit: b, method } = inputs;
  if (![a, b, inputs.intervals].every(Number.isFinite)) return null;
  if (!Number.isInteger(inputs.intervals) || inputs.intervals < minimumIntervals || inputs.intervals > maximumIntervals) return null;
  const parsed = parseExpression(inputs.function);
  if (!parsed.ok) return null;
  if (!Number.isFinite(b - a) || !Number.isFinite((b - a) / inputs.intervals)) return { failure: 'The limits are too far apart to integrate between.' };
  return integrate(parsed.expression, a, b, method, inputs.intervals);
}

/** F′ = f at a few points between the limits away from the singular points: the antiderivative is trusted only then. */
function checksOut(expression: Expression, closed: Antiderivative, lo: number, hi: number, singular: readonly SingularPoint[]): boolean {
  const derivative = differentiateTree(closed.tree);
  if (!derivative) return false;
  const fPrime = fromTree(derivative).evaluate;
  const width = hi - lo || 1;
  const samples = [0.1234, 0.3141, 0.5, 0.7071, 0.9123].map((t) => (hi > lo ? lo + t * width : lo + t));
  let compared = 0;
  for (const x of samples) {
    if (singular.some((point) => Math.abs(point.x - x) < 1e-6 * Math.max(1, width))) continue;
    const expected = expression.evaluate(x);
    const actual = fPrime(x);
    if (!Number.isFinite(expected)) continue;
    if (!(Math.abs(actual - expected) <= 1e-7 * Math.max(1, Math.abs(expected)))) return false;
    compared += 1;
  }
  return compared > 0;
}

/** F at a point: its value where it is defined there, else its limit from the side given. */
function antiderivativeAt(closed: Antiderivative, x: number, side: 1 | -1): { value: number; direct: boolean } | null {
  const direct = definedValue(closed.tree, x);
  if (direct !== null) return { value: direct, direct: true };
  const limit = limitValue(closed.tree, { point: x, side });
  if (limit.kind === 'finite') return { value: limit.value, direct: limit.value === 0 };
  if (limit.kind === 'infinite') return { value: limit.sign * Number.POSITIVE_INFINITY, direct: false };
  return null;
}

/**
 * How many pieces the adaptive reference may halve its way to: the most (2,000) for an integrand of
 * ordinary size, fewer as the integrand grows, so that one page's reference costs about the same
 * whatever the visitor typed (a product of twenty sines over a huge interval never settles, and
 * went on to the cap at many times the cost of each evaluation). The page states the reference's
 * error estimate beside it, so a reference cut short says how far it can be trusted.
 */
export function referencePieces(tree: Expr): number {
  return Math.max(200, Math.min(2000, Math.floor(24_000 / treeSize(tree))));
}

const pointName = (x: number) => `x = ${formatNumberText(x)}`;

const capitalized = (text: string) => `${text[0]?.toUpperCase() ?? ''}${text.slice(1)}`;

function integrate(expression: Expression, a: number, b: number, method: Method, requested: number): Result | Failure {
  const f = expression.evaluate;
  const n = method === 'simpson' && requested % 2 === 1 ? requested + 1 : requested;
  const h = (b - a) / n;
  const lo = Math.min(a, b);
  const hi = Math.max(a, b);
  const orientation = b >= a ? 1 : -1;
  const formula = `∫ from ${formatNumberText(a)} to ${formatNumberText(b)} of (${expression.text}) dx`;
  const steps: Step[] = [];
  if (n !== requested) steps.push(textStep(`Simpson's rule needs an even number of intervals, so ${n} intervals are used instead of ${requested}.`));

  const singular = lo === hi ? [] : singularPoints(expression.tree, lo, hi, { untilDivergent: true });
  const undefinedSide = singular.find((point) => point.kind === 'undefined-side');
  if (undefinedSide) {
    return { failure: `The function is not a real number just beside ${pointName(undefinedSide.x)}, within the limits; choose limits where it is defined.` };
  }
  const divergent = singular.find((point) => point.kind === 'divergent');
  if (divergent) {
    const inside = divergent.x > lo && divergent.x < hi;
    return {
      failure: `The integral diverges: near ${pointName(divergent.x)}${inside ? ', inside the interval,' : ''} the function grows like 1/(x − ${formatNumberText(divergent.x)}) or faster, so the area is infinite and there is no finite value${inside ? ' (the two sides do not cancel: a principal value is not the value of the integral)' : ''}.`,
    };
  }
  const removable = singular.filter((point): point is Extract<SingularPoint, { kind: 'removable' }> => point.kind === 'removable');
  const improperAt = singular.filter((point) => point.kind === 'integrable').map((point) => point.x);
  // f with its removable gaps filled by its limits there.
  const filled = removable.length === 0 ? f : (x: number) => removable.find((point) => point.x === x)?.value ?? f(x);
  for (const point of removable) {
    steps.push(
      textStep(`f is not defined at ${pointName(point.x)}, but its limit there is ${show(point.value)} (a removable singularity); that value is used there.`),
    );
  }
  // Nowhere-real points on the grid (f not real on a stretch between the limits).
  if (lo < hi) {
    for (let index = 0; index <= 64; index += 1) {
      const x = lo + ((hi - lo) * index) / 64;
      if (Number.isNaN(filled(x)) && !singular.some((point) => Math.abs(point.x - x) <= 1e-9 * Math.max(1, Math.abs(x)))) {
        return { failure: `The function is not a real number at ${pointName(x)}, within the limits; choose limits where it is defined.` };
      }
    }
  }

  // The exact value, when an antiderivative is found and checks out.
  let closed = antiderivative(expression.tree);
  if (closed && lo < hi && !checksOut(expression, closed, lo, hi, singular)) closed = null;
  let exact: number | null = null;
  let exactForm: string | null = null;
  let exactTree: Expr | null = null;
  if (closed) {
    const breaks = [lo, ...improperAt.filter((x) => x > lo && x < hi), hi];
    let total = 0;
    let allDirect = true;
    let continuous = true;
    for (let index = 0; index + 1 < breaks.length; index += 1) {
      const left = antiderivativeAt(closed, breaks[index] as number, 1);
      const right = antiderivativeAt(closed, breaks[index + 1] as number, -1);
      if (!left || !right) {
        total = Number.NaN;
        break;
      }
      if (!Number.isFinite(left.value) || !Number.isFinite(right.value)) {
        return {
          failure: `The integral diverges: the antiderivative grows without bound near ${pointName(Number.isFinite(left.value) ? (breaks[index + 1] as number) : (breaks[index] as number))}, so there is no finite value.`,
        };
      }
      allDirect &&= left.direct && right.direct;
      total += right.value - left.value;
    }
    for (const x of breaks.slice(1, -1)) {
      const fromLeft = antiderivativeAt(closed, x, -1);
      const fromRight = antiderivativeAt(closed, x, 1);
      if (!fromLeft || !fromRight || Math.abs(fromLeft.value - fromRight.value) > 1e-12 * Math.max(1, Math.abs(fromLeft.value))) continuous = false;
    }
    if (Number.isFinite(total)) {
      exact = orientation * total;
      if (allDirect && continuous) {
        const difference = exactDifference(closed.tree, a, b, exact);
        const written = difference && formatExact(difference);
        exactForm = written && written !== formatNumberText(roundResult(exact)) ? written : null;
        exactTree = exactForm ? difference : null;
      }
    }
  }

  // The numerical reference: the adaptive Gauss–Kronrod rule, or tanh-sinh on each piece between improper points.
  let reference: { value: number; errorEstimate: number } | null = null;
  if (exact === null) {
    if (improperAt.length > 0) {
      const breaks = [lo, ...improperAt.filter((x) => x > lo && x < hi), hi];
      let value = 0;
      let errorEstimate = 0;
      for (let index = 0; index + 1 < breaks.length; index += 1) {
        const piece = tanhSinh(filled, breaks[index] as number, breaks[index + 1] as number);
        value += piece.value;
        errorEstimate += piece.errorEstimate;
      }
      if (!Number.isFinite(value) || !(errorEstimate <= 1e-7 * Math.max(1, Math.abs(value)))) {
        return { failure: `The integral is improper at ${improperAt.map(pointName).join(' and ')}, and its value could not be found reliably there.` };
      }
      reference = { value: orientation * value, errorEstimate };
    } else {
      const checked = checkedIntegral(filled, a, b, undefined, referencePieces(expression.tree));
      if (checked.divergesAt !== null) {
        return {
          failure: `The integral diverges: the function is unbounded near x = ${show(checked.divergesAt)}, within the limits, and grows too fast there for the integral to have a finite value.`,
        };
      }
      if (!Number.isFinite(checked.value))
        return { failure: 'The function is not finite everywhere between the limits, so the integral has no finite value here.' };
      reference = checked;
    }
  }
  const referenceValue = exact ?? reference?.value ?? 0;
  if (!Number.isFinite(roundResult(referenceValue))) return { failure: 'The integral is too large to show.' };

  steps.push(textStep(`Interval width: h = (b − a) / n = (${formatNumberText(b)} − ${formatNumberText(a)}) / ${n} = ${formatNumberText(h)}.`));
  const improper = improperAt.length > 0;
  const improperNames = improperAt.map(pointName).join(' and ');
  const improperValue = `its value is the limit ${exact !== null ? 'of the antiderivative from each side' : 'found by tanh-sinh quadrature, which never evaluates f at those points'}`;

  // The rule's points, weights and sum, in the same order as applyRule(f, a, b, method, n), keeping the values for the steps.
  const count = pointCount(method, n);
  const values = new Float64Array(count);
  let sum = 0;
  let blockedAt: number | null = null;
  for (let i = 0; i < count; i += 1) {
    const x = pointAt(method, a, h, i);
    // A point within rounding of an improper point is that point: f there is only rounding noise.
    const onImproperPoint = improperAt.some((p) => Math.abs(x - p) <= 1e-9 * Math.max(1, Math.abs(p)));
    const y = onImproperPoint ? Number.POSITIVE_INFINITY : filled(x);
    if (!Number.isFinite(y)) {
      blockedAt = onImproperPoint ? (improperAt.find((p) => Math.abs(x - p) <= 1e-9 * Math.max(1, Math.abs(p))) ?? x) : x;
      break;
    }
    values[i] = y;
    sum += weightAt(method, i, n) * y;
  }

  let value: number;
  let notApplied: string | null = null;
  if (blockedAt !== null) {
    if (!improper) {
      return { failure: `The function is not defined at x = ${formatNumberText(blockedAt)}, a point the rule uses; choose limits where it is defined.` };
    }
    const where = blockedAt === lo || blockedAt === hi ? 'an end of the interval, where' : 'a point where';
    notApplied = `${capitalized(ruleInSentence[method])} cannot be applied: it needs f at ${pointName(blockedAt)}, ${where} f is unbounded.`;
    value = referenceValue;
    steps.push(
      textStep(
        `The function is unbounded at ${improperNames}, so the integral is improper, and ${ruleInSentence[method]} needs f at ${pointName(blockedAt)}: it cannot be applied. The integral converges there (f grows more slowly than 1/(x − p)), so ${improperValue}.`,
      ),
    );
  } else {
    if (improper) {
      steps.push(
        textStep(
          `The function is unbounded at ${improperNames}, so the integral is improper; it converges there (f grows more slowly than 1/(x − p)), and ${improperValue}. ${capitalized(ruleInSentence[method])} never evaluates f there, so it applies, though its error shrinks slowly near such a point.`,
        ),
      );
    }
    steps.push(textStep(`${methodNames[method]}: ${ruleText[method]}.`));
    value = ruleFactor(method, h) * sum;
    const shownValue = (i: number) => `f(${formatNumberText(pointAt(method, a, h, i))}) = ${show(values[i] ?? 0)}`;
    const shown = [0, 1, 2].filter((i) => i < count).map(shownValue);
    if (count > 3) shown.push(`…`, shownValue(count - 1));
    steps.push(textStep(`Evaluate f at the ${count} points: ${shown.join(', ')}.`));
    steps.push(textStep(`Weighted sum = ${show(sum)}; × ${factorText[method]} gives ${show(value)}.`));
  }
  const ruleApplied = notApplied === null;
  if (!Number.isFinite(roundResult(value))) return { failure: 'The integral is too large to show.' };

  if (closed && exact !== null) {
    steps.push({ text: `Antiderivative: F(x) = ${closed.text}.`, parts: ['Antiderivative: F(x) = ', { math: closed.tree }, '.'] });
    const limitsNote = improper || !singular.every((point) => point.kind === 'removable') ? ' (taking limits where F is not defined)' : '';
    const exactStart = `Exact value: F(${formatNumberText(b)}) − F(${formatNumberText(a)})${limitsNote} = `;
    steps.push(
      exactForm && exactTree
        ? { text: `${exactStart}${exactForm} ≈ ${show(exact)}.`, parts: [exactStart, { math: exactTree }, ` ≈ ${show(exact)}.`] }
        : textStep(`${exactStart}${show(exact)}.`),
    );
  } else if (reference) {
    steps.push(
      textStep(
        improper
          ? `No antiderivative is used for this function; tanh-sinh (double-exponential) quadrature on each side of the improper points gives ${show(reference.value)} (estimated error ${formatError(reference.errorEstimate, reference.value)}).`
          : `No elementary antiderivative is used for this function; an adaptive Gauss–Kronrod (7–15 point) reference gives ${show(reference.value)} (estimated error ${formatError(reference.errorEstimate, reference.value)}).`,
      ),
    );
  }
  const error = ruleApplied ? Math.abs(value - referenceValue) : 0;
  if (ruleApplied) {
    const errorText = formatError(error, referenceValue);
    const relation = errorText.startsWith('<') ? '' : exact !== null ? '= ' : '≈ ';
    steps.push(textStep(`Error of ${ruleInSentence[method]}: |${show(value)} − ${show(referenceValue)}| ${relation}${errorText}.`));
  }

  return {
    formula,
    result: roundResult(value),
    method,
    ruleApplied,
    notApplied,
    intervals: n,
    ...splitSteps(steps),
    exactValue: exact === null ? null : roundResult(exact),
    exactForm,
    antiderivative: closed && exact !== null ? closed.text : null,
    typeset: { integrand: expression.tree, exact: exactTree, antiderivative: closed && exact !== null ? closed.tree : null },
    referenceValue,
    referenceError: exact !== null ? 0 : (reference?.errorEstimate ?? 0),
    error,
  };
}
