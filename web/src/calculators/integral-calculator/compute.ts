/**
 * Definite integral of any expression in x (spec sections 3 and 9, CONVENTIONS D10).
 *
 *   h = (b − a) / n
 *   Simpson:      h/3 · [f(x0) + 4f(x1) + 2f(x2) + … + 4f(x(n−1)) + f(xn)]   (n even)
 *   trapezoidal:  h/2 · [f(x0) + 2f(x1) + … + 2f(x(n−1)) + f(xn)]
 *   rectangular:  h · [f(m1) + … + f(mn)], mi the midpoint of interval i
 *
 * The result is rounded to 6 decimals (spec section 9). Beside it: the exact value F(b) − F(a) when
 * a symbolic antiderivative is found (exact fractions for polynomials), otherwise an adaptive
 * Gauss–Kronrod reference with its error estimate; and the method's error against that value.
 *
 * Decided here where the spec is silent: an odd interval count with Simpson's rule is raised to the
 * next even count (and a step says so); the rectangular rule is the midpoint rule (the rectangle
 * rule whose error falls as h², like the trapezoidal one); a function undefined at a point the rule
 * uses, or with a pole between the limits, gives a message instead of a number. A pole is found by
 * the antiderivative, or else by the reference, which names the point where f grows like 1/(x − p)
 * or faster (it would otherwise halve the pieces beside the pole until its cap and show a number).
 */
import { formatErrorText as formatError, formatNumberText, parseExpression, type Expression } from '../../shared/expression/expression.ts';
import { evaluateAt, toPolynomial } from '../../shared/expression/polynomial.ts';
import { checkedIntegral } from '../../shared/expression/quadrature.ts';
import { divide, formatRational, fromNumber, rational, subtract } from '../../shared/expression/rational.ts';
import { roundTo } from '../../shared/math/round.ts';
import { antiderivative } from './antiderivative.ts';
import type { Method } from './options.ts';

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
  /** The method's value, rounded to 6 decimals. */
  result: number;
  method: Method;
  /** The intervals used (an odd count is raised by one for Simpson's rule). */
  intervals: number;
  steps: string[];
  /** F(b) − F(a) rounded to 6 decimals, when a closed form was found. */
  exactValue: number | null;
  /** The exact value as a fraction when the integrand is a polynomial with rational coefficients: 26/3. */
  exactFraction: string | null;
  /** The antiderivative F(x), when found. */
  antiderivative: string | null;
  /** The value the method is compared with: the exact value, or the adaptive reference. */
  referenceValue: number;
  /** The reference's estimated error; 0 for an exact value. */
  referenceError: number;
  /** |method − reference|, unrounded (it is often far below 10⁻⁶). */
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

const show = (value: number) => formatNumberText(roundTo(value, 6));

export function compute(inputs: Inputs): Result | Failure | null {
  const { lowerLimit: a, upperLimit: b, method } = inputs;
  if (![a, b, inputs.intervals].every(Number.isFinite)) return null;
  if (!Number.isInteger(inputs.intervals) || inputs.intervals < minimumIntervals || inputs.intervals > maximumIntervals) return null;
  const parsed = parseExpression(inputs.function);
  if (!parsed.ok) return null;
  return integrate(parsed.expression, a, b, method, inputs.intervals);
}

function integrate(expression: Expression, a: number, b: number, method: Method, requested: number): Result | Failure {
  const f = expression.evaluate;
  const n = method === 'simpson' && requested % 2 === 1 ? requested + 1 : requested;
  const h = (b - a) / n;
  const formula = `∫ from ${formatNumberText(a)} to ${formatNumberText(b)} of (${expression.text}) dx`;
  const steps: string[] = [];
  if (n !== requested) steps.push(`Simpson's rule needs an even number of intervals, so ${n} intervals are used instead of ${requested}.`);
  steps.push(`Interval width: h = (b − a) / n = (${formatNumberText(b)} − ${formatNumberText(a)}) / ${n} = ${formatNumberText(h)}.`);
  steps.push(`${methodNames[method]}: ${ruleText[method]}.`);

  const count = pointCount(method, n);
  const values = new Float64Array(count);
  // The same sum, in the same order, as applyRule(f, a, b, method, n), keeping the values for the steps.
  let sum = 0;
  for (let i = 0; i < count; i += 1) {
    const x = pointAt(method, a, h, i);
    const y = f(x);
    if (!Number.isFinite(y)) {
      return { failure: `The function is undefined at x = ${formatNumberText(x)}, a point the rule uses; choose limits where it is defined.` };
    }
    values[i] = y;
    sum += weightAt(method, i, n) * y;
  }
  const value = ruleFactor(method, h) * sum;
  const shownValue = (i: number) => `f(${formatNumberText(pointAt(method, a, h, i))}) = ${show(values[i] ?? 0)}`;
  const shown = [0, 1, 2].filter((i) => i < count).map(shownValue);
  if (count > 3) shown.push(`…`, shownValue(count - 1));
  steps.push(`Evaluate f at the ${count} points: ${shown.join(', ')}.`);
  steps.push(`Weighted sum = ${show(sum)}; × ${factorText[method]} gives ${show(value)}.`);

  const closed = antiderivative(expression.tree);
  const lo = Math.min(a, b);
  const hi = Math.max(a, b);
  const poleInside = closed?.singularities.find((pole) => pole >= lo && pole <= hi);
  if (poleInside !== undefined) {
    return { failure: `The function has a pole at x = ${formatNumberText(poleInside)}, between the limits: the integral is improper and has no finite value.` };
  }
  const exact = closed ? closed.evaluate(b) - closed.evaluate(a) : Number.NaN;
  if (closed && Number.isFinite(exact)) {
    const fraction = exactFraction(expression, a, b);
    steps.push(`Antiderivative: F(x) = ${closed.text}.`);
    steps.push(`Exact value: F(${formatNumberText(b)}) − F(${formatNumberText(a)}) = ${fraction ? `${fraction} ≈ ` : ''}${show(exact)}.`);
    const error = Math.abs(value - exact);
    steps.push(`Error of ${ruleInSentence[method]}: |${show(value)} − ${show(exact)}| = ${formatError(error)}.`);
    return {
      formula,
      result: roundTo(value, 6),
      method,
      intervals: n,
      steps,
      exactValue: roundTo(exact, 6),
      exactFraction: fraction,
      antiderivative: closed.text,
      referenceValue: exact,
      referenceError: 0,
      error,
    };
  }

  const reference = checkedIntegral(f, a, b);
  if (reference.divergesAt !== null) {
    // The point is known to about 100 machine epsilons; 6 decimals say where it is.
    const where = show(reference.divergesAt);
    return { failure: `The function is unbounded near x = ${where}, within the limits, and grows too fast there for the integral to have a finite value.` };
  }
  if (!Number.isFinite(reference.value))
    return { failure: 'The function is not finite everywhere between the limits, so the integral has no finite value here.' };
  const error = Math.abs(value - reference.value);
  steps.push(
    `No elementary antiderivative is used for this function; an adaptive Gauss–Kronrod (7–15 point) reference gives ${show(reference.value)} (estimated error ${formatError(reference.errorEstimate)}).`,
  );
  steps.push(`Error of ${ruleInSentence[method]}: |${show(value)} − ${show(reference.value)}| ≈ ${formatError(error)}.`);
  return {
    formula,
    result: roundTo(value, 6),
    method,
    intervals: n,
    steps,
    exactValue: null,
    exactFraction: null,
    antiderivative: null,
    referenceValue: reference.value,
    referenceError: reference.errorEstimate,
    error,
  };
}

/** The exact value as a fraction, for a polynomial with rational coefficients and limits. */
function exactFraction(expression: Expression, a: number, b: number): string | null {
  const polynomial = toPolynomial(expression.tree);
  const from = fromNumber(a);
  const to = fromNumber(b);
  if (!polynomial.ok || !from || !to) return null;
  const integral = [rational(0n), ...polynomial.polynomial.map((coefficient, index) => divide(coefficient, rational(BigInt(index + 1))))];
  const value = subtract(evaluateAt(integral, to), evaluateAt(integral, from));
  return value.denominator === 1n ? null : formatRational(value);
}
