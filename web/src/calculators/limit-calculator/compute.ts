/**
 * The limit of any expression in x as x approaches a point from the left, the right or both sides
 * (D10). Results are rounded to 6 decimals; when the two
 * one-sided limits differ by 0.001 or more the limit is 'Does not exist'.
 *
 * Each one-sided limit is decided on the expression tree (shared/expression/limit.ts): the limit
 * rules, L'Hôpital's rule, comparison of growth rates and the usual rewritings of ∞ − ∞ and 1^∞, so
 * slow limits (1/ln x at 0⁺, ln ln x at ∞) and ones that overflow a double (x⁵⁰/eˣ) are decided
 * correctly. Direct substitution is used only where f is continuous at the point. Only when the
 * rules cannot decide within their budget is f evaluated at x = p ± s·10^-k (s = max(1, |p|),
 * k = 1 … 7), or at x = ±10^k towards infinity, and the values extrapolated (Aitken's Δ²), and the
 * steps say the value is a numerical estimate.
 *
 * A finite limit that is a known constant (e for (1 + 1/x)^x at ∞, π/2, ln 2, 1/3) is also written
 * exactly (`exactForm`, shared/expression/exact.ts), beside its 6 decimals.
 *
 * An infinite limit is stated as such (+∞ or −∞) and, as in a textbook, the limit then does not
 * exist as a finite number: 'exists' is false.
 */
import { continuousValue, findLimit, type Approach, type Limit } from '../../shared/expression/limit.ts';
import { formatNumberText, parseExpression, roundResult, type Expr } from '../../shared/expression/expression.ts';
import { formatExact, knownConstant } from '../../shared/expression/exact.ts';
import { joinSteps, splitSteps, textStep, type Step, type StepPart } from '../../shared/expression/steps.ts';
import type { Direction } from './inputs.ts';
import { numberFrom } from '../../shared/math/readNumber.ts';

export interface Inputs {
  function: string;
  /** A number, or ±Infinity. */
  point: number;
  direction: Direction;
}

/** A one-sided limit: a number, an infinity, or none (undefined on that side, or oscillating). */
export type SideLimit = { kind: 'finite'; value: number } | { kind: 'infinite'; sign: 1 | -1 } | { kind: 'none'; reason: string };

export interface Result {
  /** The limit as shown: 2, '∞ (does not exist as a finite number)', '−∞ (…)' or 'Does not exist'. */
  limit: string;
  /** The numeric limit, rounded to 6 decimals, or null when it is infinite or does not exist. */
  limitValue: number | null;
  /** The limit written exactly when it is a known constant its decimals cannot write (e, π/2, 1/3), else null. */
  exactForm: string | null;
  /** That exact form as a tree to typeset. */
  exact: Expr | null;
  exists: boolean;
  leftLimit: SideLimit | null;
  rightLimit: SideLimit | null;
  steps: string[];
  /** The same steps, their maths (the trees each rule worked on) as trees to typeset. */
  typesetSteps: (readonly StepPart[])[];
  /** Steps or maths in them were left out for their size (steps.ts); the page says so. */
  shortened: boolean;
  /** What the limit means, in a sentence. */
  interpretation: string;
  /** f(p), when f is continuous at the (finite) point. */
  valueAtPoint: number | null;
}

/** The spec: sides this far apart (or more) mean the limit does not exist. */
export const sideTolerance = 0.001;

const orders = [1, 2, 3, 4, 5, 6, 7];

export function formatSide(side: SideLimit): string {
  if (side.kind === 'finite') return formatNumberText(roundResult(side.value));
  if (side.kind === 'infinite') return side.sign > 0 ? '+∞' : '−∞';
  return 'Does not exist';
}

function formatPoint(point: number): string {
  return point === Infinity ? '∞' : point === -Infinity ? '−∞' : formatNumberText(point);
}

function aitken(a: number, b: number, c: number): number {
  const denominator = c - 2 * b + a;
  if (denominator === 0 || !Number.isFinite(denominator)) return c;
  const estimate = c - ((c - b) * (c - b)) / denominator;
  return Number.isFinite(estimate) ? estimate : c;
}

/** The limit along the sequence of values approaching the point. */
export function sequenceLimit(values: readonly number[], sideName: string): SideLimit {
  if (values.some((value) => Number.isNaN(value))) return { kind: 'none', reason: `f is not defined ${sideName}` };
  const infinite = values.filter((value) => !Number.isFinite(value));
  if (infinite.length > 0) {
    const signs = new Set(infinite.map(Math.sign));
    return signs.size === 1 && !Number.isFinite(values[values.length - 1] ?? 0)
      ? { kind: 'infinite', sign: (infinite[0] ?? 1) > 0 ? 1 : -1 }
      : { kind: 'none', reason: `f has no limit ${sideName}` };
  }
  const differences = values.slice(1).map((value, index) => value - (values[index] ?? 0));
  const tail = differences.slice(-4);
  const growing =
    tail.every((d) => Math.sign(d) === Math.sign(tail[0] ?? 0) && d !== 0) &&
    tail.every((d, index) => index === 0 || Math.abs(d) >= 0.9 * Math.abs(tail[index - 1] ?? 0)) &&
    tail.every((d, index) => Math.abs(d) > 1e-6 * Math.max(1, Math.abs(values[index + values.length - tail.length - 1] ?? 0)));
  if (growing) return { kind: 'infinite', sign: (tail[0] ?? 1) > 0 ? 1 : -1 };
  // Aitken estimates of successive windows; rounding noise spoils the smallest steps of functions
  // that cancel (1 − cos x at x = 10⁻⁷), so the best-agreeing neighbouring pair decides.
  const estimates = values.slice(2).map((value, index) => aitken(values[index] ?? 0, values[index + 1] ?? 0, value));
  let best = { gap: Number.POSITIVE_INFINITY, value: values[values.length - 1] ?? 0 };
  estimates.slice(1).forEach((estimate, index) => {
    const gap = Math.abs(estimate - (estimates[index] ?? 0));
    if (gap <= best.gap) best = { gap, value: estimate };
  });
  if (best.gap > 1e-5 * Math.max(1, Math.abs(best.value))) return { kind: 'none', reason: `f oscillates and settles on no value ${sideName}` };
  return { kind: 'finite', value: best.value };
}

function approachValues(f: (x: number) => number, point: number, side: -1 | 1): number[] {
  if (!Number.isFinite(point)) return orders.map((k) => f(Math.sign(point) * 10 ** (k + 1)));
  const scale = Math.max(1, Math.abs(point));
  return orders.map((k) => f(point + side * scale * 10 ** -k));
}

function sameSide(left: SideLimit, right: SideLimit): boolean {
  if (left.kind === 'finite' && right.kind === 'finite') return Math.abs(left.value - right.value) < sideTolerance;
  if (left.kind === 'infinite' && right.kind === 'infinite') return left.sign === right.sign;
  return false;
}

export interface Failure {
  failure: string;
}

export function isFailure(outcome: Result | Failure | null): outcome is Failure {
  return outcome !== null && 'failure' in outcome;
}

/** Thrown inside compute only, when a limit is a finite number too large to show. */
class TooLarge extends Error {}

/** The engine's verdict as a side limit; null when it could not decide. */
function asSide(limit: Limit): SideLimit | null {
  switch (limit.kind) {
    case 'finite':
      return { kind: 'finite', value: limit.value };
    case 'infinite':
      return { kind: 'infinite', sign: limit.sign };
    case 'bounded':
      return { kind: 'none', reason: 'f keeps oscillating and settles on no value' };
    case 'none':
      return { kind: 'none', reason: limit.reason };
    case 'overflow':
      throw new TooLarge();
    case 'unknown':
      return null;
  }
}

/** A stated infinite limit: an infinity, and in words that no finite limit exists. */
export function infiniteText(sign: 1 | -1): string {
  return `${sign > 0 ? '∞' : '−∞'} (does not exist as a finite number)`;
}

/** Sample values in a step: finite ones only, so no step shows ∞ or NaN. */
function sampleText(values: readonly number[]): string {
  return values
    .slice(0, 3)
    .map((value) => (Number.isFinite(value) ? formatNumberText(roundResult(value)) : Number.isNaN(value) ? 'not a real number' : 'too large to show'))
    .join(', ');
}

const capitalized = (text: string) => `${text[0]?.toUpperCase() ?? ''}${text.slice(1)}`;

function sideSentence(side: SideLimit): string {
  if (side.kind === 'finite') return `the limit is ${formatSide(side)}`;
  if (side.kind === 'infinite') return `f grows without bound: the limit is ${side.sign > 0 ? '+∞' : '−∞'}`;
  return `there is no limit (${side.reason})`;
}

export function compute({ function: text, point, direction }: Inputs): Result | Failure | null {
  if (Number.isNaN(point)) return null;
  const parsed = parseExpression(text);
  if (!parsed.ok) return null;
  try {
    return limitOf(parsed.expression.tree, parsed.expression.evaluate, point, direction);
  } catch (error) {
    if (error instanceof TooLarge) return { failure: 'The limit is a finite number too large to show.' };
    throw error;
  }
}

function limitOf(tree: Expr, f: (x: number) => number, point: number, direction: Direction): Result {
  const p = formatPoint(point);
  const steps: Step[] = [];
  const atInfinity = !Number.isFinite(point);
  const continuous = atInfinity ? null : continuousValue(tree, point);
  if (continuous !== null && !Number.isFinite(roundResult(continuous))) throw new TooLarge();

  if (!atInfinity) {
    steps.push(
      textStep(
        continuous !== null
          ? `Direct substitution: f is continuous at x = ${p} (every part of it is defined at and around ${p}), so the limit is f(${p}) = ${formatNumberText(roundResult(continuous))}.`
          : `Direct substitution does not apply: f is not defined and continuous at x = ${p}, so the limit is found from the values of f near ${p}.`,
      ),
    );
  }

  const evaluateSide = (side: -1 | 1): SideLimit => {
    const name = atInfinity ? `as x → ${p}` : side < 0 ? `from the left (x → ${p}⁻)` : `from the right (x → ${p}⁺)`;
    if (continuous !== null) return { kind: 'finite', value: continuous };
    const approach: Approach = { point, side: atInfinity ? (point > 0 ? -1 : 1) : side };
    const { limit, notes } = findLimit(tree, approach);
    const decided = asSide(limit);
    if (decided) {
      const sentence = sideSentence(decided);
      steps.push(
        notes.length > 0
          ? joinSteps([
              textStep(`${capitalized(name)}: `),
              ...notes.flatMap((each, index) => (index === 0 ? [each] : [textStep(' '), each])),
              textStep(` So ${sentence}.`),
            ])
          : textStep(`${capitalized(name)}: ${capitalized(sentence)}.`),
      );
      return decided;
    }
    const values = approachValues(f, point, side);
    const estimate = sequenceLimit(values, atInfinity ? `as x → ${p}` : side < 0 ? `to the left of ${p}` : `to the right of ${p}`);
    const where = atInfinity ? `x = ${point > 0 ? '' : '−'}100, 1000, …` : `x = ${p} ${side < 0 ? '−' : '+'} 0.1, 0.01, 0.001, …`;
    steps.push(
      textStep(
        `${capitalized(name)}: the limit rules do not settle this one, so it is estimated numerically: at ${where} f = ${sampleText(values)}, …; extrapolated (Aitken's Δ² method), ${sideSentence(estimate)} (a numerical estimate).`,
      ),
    );
    return estimate;
  };

  let leftLimit: SideLimit | null = null;
  let rightLimit: SideLimit | null = null;
  let limit: SideLimit;
  if (atInfinity) {
    limit = evaluateSide(1);
  } else if (direction === 'left') {
    limit = leftLimit = evaluateSide(-1);
  } else if (direction === 'right') {
    limit = rightLimit = evaluateSide(1);
  } else {
    leftLimit = evaluateSide(-1);
    rightLimit = evaluateSide(1);
    if (sameSide(leftLimit, rightLimit)) {
      limit = leftLimit.kind === 'finite' && rightLimit.kind === 'finite' ? { kind: 'finite', value: (leftLimit.value + rightLimit.value) / 2 } : leftLimit;
      if (continuous === null) steps.push(textStep(`The left and right limits agree, so the two-sided limit is ${formatSide(limit)}.`));
    } else {
      limit = { kind: 'none', reason: 'the one-sided limits differ' };
      steps.push(
        textStep(
          leftLimit.kind === 'finite' && rightLimit.kind === 'finite'
            ? `The left and right limits differ by ${formatNumberText(roundResult(Math.abs(leftLimit.value - rightLimit.value)))} (0.001 or more), so the limit does not exist.`
            : 'The left and right limits are not the same, so the two-sided limit does not exist.',
        ),
      );
    }
  }
  if (limit.kind === 'finite' && !Number.isFinite(roundResult(limit.value))) throw new TooLarge();

  const target = direction === 'left' && !atInfinity ? `${p}⁻` : direction === 'right' && !atInfinity ? `${p}⁺` : p;
  const exact = limit.kind === 'finite' ? knownConstant(limit.value) : null;
  const exactForm = exact ? formatExact(exact) : null;
  if (exactForm !== null) steps.push(textStep(`The limit ${formatSide(limit)} is exactly ${exactForm}.`));
  const interpretation =
    limit.kind === 'finite'
      ? `As x approaches ${target}, f(x) gets as close as you like to ${exactForm === null ? formatSide(limit) : `${exactForm} (${formatSide(limit)})`}.`
      : limit.kind === 'infinite'
        ? `As x approaches ${target}, f(x) grows without bound ${limit.sign > 0 ? 'upwards (+∞)' : 'downwards (−∞)'}: the limit is infinite, so it does not exist as a finite number.`
        : `As x approaches ${target}, f(x) does not settle on one value, so the limit does not exist.`;
  const valueAtPoint = atInfinity ? null : continuousValue(tree, point);

  return {
    limit: limit.kind === 'infinite' ? infiniteText(limit.sign) : formatSide(limit),
    limitValue: limit.kind === 'finite' ? roundResult(limit.value) : null,
    exactForm,
    exact,
    exists: limit.kind === 'finite',
    leftLimit,
    rightLimit,
    ...splitSteps(steps),
    interpretation,
    valueAtPoint: valueAtPoint === null ? null : roundResult(valueAtPoint),
  };
}

/** The approach point as typed: a number, or inf / ∞ / infinity with an optional sign. */
export function parsePoint(value: number | string): number {
  if (typeof value === 'number') return value;
  const text = value.trim().toLowerCase().replace(/\s+/g, '').replace('−', '-');
  const match = /^([+-]?)(?:∞|inf|infinity)$/.exec(text);
  if (match) return match[1] === '-' ? -Infinity : Infinity;
  return numberFrom(value, 'maths') ?? Number.NaN;
}
