/**
 * The limit of any expression in x as x approaches a point from the left, the right or both sides
 * (spec sections 3, 8 and 9, CONVENTIONS D10). Results are rounded to 6 decimals; when the two
 * one-sided limits differ by 0.001 or more the limit is 'Does not exist' (spec section 8).
 *
 * How each one-sided limit is found (the spec's helper only evaluates at an offset of 0.001):
 * f is evaluated at x = p ± s·10^-k (s = max(1, |p|), k = 1 … 7), or at x = ±10^k for a point at
 * infinity. If the successive differences keep one sign and do not shrink (|d(k+1)| ≥ 0.9·|d(k)|,
 * as for 1/x or ln x) the side diverges to +∞ or −∞. Otherwise Aitken's Δ² extrapolation of the
 * last three values removes the leading error term whatever its power (h, h², √h, …); two
 * overlapping windows must agree, or the side oscillates and has no limit (sin(1/x) at 0). When f
 * is defined at p and equals both sides, f(p) itself is the limit, exactly.
 */
import { formatNumberText, parseExpression } from '../../shared/expression/expression.ts';
import { roundTo } from '../../shared/math/round.ts';
import type { Direction } from './options.ts';

export interface Inputs {
  function: string;
  /** A number, or ±Infinity. */
  point: number;
  direction: Direction;
}

/** A one-sided limit: a number, an infinity, or none (undefined on that side, or oscillating). */
export type SideLimit = { kind: 'finite'; value: number } | { kind: 'infinite'; sign: 1 | -1 } | { kind: 'none'; reason: string };

export interface Result {
  /** The limit as shown: 2, +∞, −∞ or 'Does not exist'. */
  limit: string;
  /** The numeric limit, rounded to 6 decimals, or null when it is infinite or does not exist. */
  limitValue: number | null;
  exists: boolean;
  leftLimit: SideLimit | null;
  rightLimit: SideLimit | null;
  steps: string[];
  /** What the limit means, in a sentence. */
  interpretation: string;
  /** f(p), when defined (for a finite point). */
  valueAtPoint: number | null;
}

/** Spec section 8: sides this far apart (or more) mean the limit does not exist. */
export const sideTolerance = 0.001;

const orders = [1, 2, 3, 4, 5, 6, 7];

export function formatSide(side: SideLimit): string {
  if (side.kind === 'finite') return formatNumberText(roundTo(side.value, 6));
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
  if (values.some((value) => Number.isNaN(value))) return { kind: 'none', reason: `f is undefined ${sideName}` };
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

function approach(f: (x: number) => number, point: number, side: -1 | 1): number[] {
  if (!Number.isFinite(point)) return orders.map((k) => f(Math.sign(point) * 10 ** (k + 1)));
  const scale = Math.max(1, Math.abs(point));
  return orders.map((k) => f(point + side * scale * 10 ** -k));
}

function sameSide(left: SideLimit, right: SideLimit): boolean {
  if (left.kind === 'finite' && right.kind === 'finite') return Math.abs(left.value - right.value) < sideTolerance;
  if (left.kind === 'infinite' && right.kind === 'infinite') return left.sign === right.sign;
  return false;
}

export function compute({ function: text, point, direction }: Inputs): Result | null {
  if (Number.isNaN(point)) return null;
  const parsed = parseExpression(text);
  if (!parsed.ok) return null;
  const f = parsed.expression.evaluate;
  const p = formatPoint(point);
  const steps: string[] = [];
  const atInfinity = !Number.isFinite(point);
  const valueAtPoint = atInfinity ? Number.NaN : f(point);

  if (atInfinity) {
    steps.push(`Evaluate f at x = ${point > 0 ? '' : '−'}100, 1000, … ${point > 0 ? '' : '−'}10⁸ as x grows ${point > 0 ? 'towards +∞' : 'towards −∞'}.`);
  } else {
    steps.push(
      Number.isFinite(valueAtPoint)
        ? `Direct substitution: f(${p}) = ${formatNumberText(roundTo(valueAtPoint, 6))}. The limit depends only on the values near ${p}, so check them.`
        : `Direct substitution fails: f(${p}) is undefined, so approach ${p} instead.`,
    );
  }

  const evaluateSide = (side: -1 | 1): SideLimit => {
    const values = approach(f, point, side);
    const name = atInfinity ? `as x → ${p}` : side < 0 ? `to the left of ${p}` : `to the right of ${p}`;
    const limit = sequenceLimit(values, name);
    const sample = values.slice(0, 3).map((value) => formatNumberText(roundTo(value, 6)));
    steps.push(
      atInfinity
        ? `Values of f: ${sample.join(', ')}, … → ${formatSide(limit)} (extrapolated with Aitken's Δ² method).`
        : `From the ${side < 0 ? 'left' : 'right'} (x = ${p} ${side < 0 ? '−' : '+'} 0.1, 0.01, 0.001, …): f = ${sample.join(', ')}, … → ${formatSide(limit)}${limit.kind === 'none' ? ` (${limit.reason})` : ''}.`,
    );
    return limit;
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
      steps.push(`The left and right limits agree, so the two-sided limit is ${formatSide(limit)}.`);
    } else {
      limit = { kind: 'none', reason: 'the one-sided limits differ' };
      steps.push(
        leftLimit.kind === 'finite' && rightLimit.kind === 'finite'
          ? `The left and right limits differ by ${formatNumberText(roundTo(Math.abs(leftLimit.value - rightLimit.value), 6))} (0.001 or more), so the limit does not exist.`
          : 'The left and right limits are not the same, so the two-sided limit does not exist.',
      );
    }
  }

  // A continuous function: the value at the point is the limit, exactly.
  if (limit.kind === 'finite' && Number.isFinite(valueAtPoint) && Math.abs(valueAtPoint - limit.value) < 1e-6 * Math.max(1, Math.abs(limit.value))) {
    limit = { kind: 'finite', value: valueAtPoint };
    if (leftLimit?.kind === 'finite') leftLimit = limit;
    if (rightLimit?.kind === 'finite') rightLimit = limit;
  }

  const exists = limit.kind !== 'none';
  const target = direction === 'left' && !atInfinity ? `${p}⁻` : direction === 'right' && !atInfinity ? `${p}⁺` : p;
  const interpretation =
    limit.kind === 'finite'
      ? `As x approaches ${target}, f(x) gets as close as you like to ${formatSide(limit)}.`
      : limit.kind === 'infinite'
        ? `As x approaches ${target}, f(x) grows without bound ${limit.sign > 0 ? 'upwards (+∞)' : 'downwards (−∞)'}: the limit is infinite.`
        : `As x approaches ${target}, f(x) does not settle on one value, so the limit does not exist.`;

  return {
    limit: formatSide(limit),
    limitValue: limit.kind === 'finite' ? roundTo(limit.value, 6) : null,
    exists,
    leftLimit,
    rightLimit,
    steps,
    interpretation,
    valueAtPoint: Number.isFinite(valueAtPoint) ? roundTo(valueAtPoint, 6) : null,
  };
}

/** The approach point as typed: a number, or inf / ∞ / infinity with an optional sign. */
export function parsePoint(value: number | string): number {
  if (typeof value === 'number') return value;
  const text = value.trim().toLowerCase().replace(/\s+/g, '').replace('−', '-');
  const match = /^([+-]?)(?:∞|inf|infinity)$/.exec(text);
  if (match) return match[1] === '-' ? -Infinity : Infinity;
  return /^[-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?$/.test(text) ? Number(text) : Number.NaN;
}
