/**
 * The derivative of any expression in x at a point (D10).
 *
 *   analytical: f′(x) by symbolic differentiation (derivative.ts), simplified, then evaluated at the point
 *   numerical:  f′(x) ≈ [f(x + h) − f(x − h)] / (2h), the central difference with step h (0.001)
 *
 * Results are rounded to 6 decimals. Both methods show the symbolic derivative,
 * worked rule by rule, and the tangent line; the numerical one also shows the analytical value.
 *
 * A derivative exists only where the slopes from the left and from the right agree:
 * - numerical: the one-sided quotients [f(p + h) − f(p)]/h and [f(p) − f(p − h)]/h must come together
 *   as h shrinks (their gap falls with h for a smooth f and stays for a corner such as |x| at 0), and
 *   the central quotient must not grow without bound as h shrinks (x^(1/3) at 0: a vertical tangent);
 *   otherwise a message, with the analytical verdict;
 * - analytical: where the formula for f′ is not defined at the point (x·|x| at 0 gives 0/0), f′(p)
 *   is the limit of f′(x) as x → p when f is continuous there and both one-sided limits agree (a
 *   consequence of the mean value theorem), worked out by the limit engine; one-sided limits that
 *   differ mean a corner, infinite ones a vertical tangent or a cusp. Where f′ has no limit at all,
 *   the limit of the difference quotient [f(x) − f(p)]/(x − p) itself decides (x² sin(1/x) at 0).
 */
import { derivativeSteps, derivativeTooLarge, differentiate, maximumDerivativeSize } from '../../shared/expression/derivative.ts';
import {
  formatErrorText,
  formatNumberText,
  fromTree,
  numberExpr,
  parseExpression,
  roundResult,
  type Expr,
  type Expression,
} from '../../shared/expression/expression.ts';
import { definedValue, limitValue, type Limit } from '../../shared/expression/limit.ts';
import { treeSize } from '../../shared/expression/size.ts';
import { maximumShownSize, splitSteps, step, textStep, type Step, type StepPart } from '../../shared/expression/steps.ts';
import type { Method } from './inputs.ts';

export interface Inputs {
  function: string;
  point: number;
  method: Method;
  stepSize: number;
}

export interface Result {
  /** d/dx (f(x)) at x = point. */
  formula: string;
  /** f′(point) by the chosen method, rounded to 6 decimals. */
  result: number;
  method: Method;
  point: number;
  steps: string[];
  /** The same steps, their maths as trees to typeset. */
  typesetSteps: (readonly StepPart[])[];
  /** The symbolic derivative f′(x), or null when there is no rule for it or it is too long to show. */
  derivative: string | null;
  /** f′(x) is too long to show (or, past maximumDerivativeSize, to work out). */
  derivativeTooLong: boolean;
  /** Steps or maths were left out for their size (steps.ts); the page says so. */
  shortened: boolean;
  /** The trees the page typesets: f(x), and f′(x) when there is a rule for it and it can be shown. */
  typeset: { function: Expr; derivative: Expr | null };
  /** f′(point) from the symbolic derivative, rounded. */
  analyticalValue: number | null;
  /** The central difference, rounded (numerical method only). */
  numericalValue: number | null;
  /** f(point), rounded. */
  functionValue: number;
  /** y = m·x + c, the tangent at the point. */
  tangentLine: string;
  /** Unrounded slope and value, for the chart. */
  slope: number;
  value: number;
}

export interface Failure {
  failure: string;
}

export function isFailure(outcome: Result | Failure | null): outcome is Failure {
  return outcome !== null && 'failure' in outcome;
}

const show = (value: number) => formatNumberText(roundResult(value));

export function tangentText(slope: number, point: number, value: number): string {
  const m = roundResult(slope);
  const c = roundResult(value - slope * point);
  const slopePart = m === 0 ? '' : m === 1 ? 'x' : m === -1 ? '-x' : `${formatNumberText(m)}x`;
  if (slopePart === '') return `y = ${formatNumberText(c)}`;
  if (c === 0) return `y = ${slopePart}`;
  return `y = ${slopePart} ${c < 0 ? '−' : '+'} ${formatNumberText(Math.abs(c))}`;
}

/** The tangent line's right-hand side m·x + c as a tree, rounded as tangentText writes it. */
export function tangentTree(slope: number, point: number, value: number): Expr {
  const m = roundResult(slope);
  const c = roundResult(value - slope * point);
  const x: Expr = { kind: 'x' };
  const term: Expr | null =
    m === 0 ? null : m === 1 ? x : m === -1 ? { kind: 'negate', argument: x } : { kind: 'binary', operator: '*', left: numberExpr(m), right: x };
  if (term === null) return numberExpr(c);
  if (c === 0) return term;
  return { kind: 'binary', operator: c < 0 ? '-' : '+', left: term, right: numberExpr(Math.abs(c)) };
}

/** What the one-sided limits of f′ (or of the difference quotient) say about f′(p). */
type Verdict =
  | { kind: 'value'; value: number; how: string }
  | { kind: 'none'; message: string }
  /** The rules could not decide. */
  | { kind: 'open' };

const x: Expr = { kind: 'x' };
const binary = (operator: '-' | '/', left: Expr, right: Expr): Expr => ({ kind: 'binary', operator, left, right });

function sameFinite(a: Limit, b: Limit): number | null {
  if (a.kind !== 'finite' || b.kind !== 'finite') return null;
  return Math.abs(a.value - b.value) <= 1e-9 * Math.max(1, Math.abs(a.value)) ? (a.value + b.value) / 2 : null;
}

/** Reads the one-sided limits of the slope at p: f′(x) as x → p±, or the difference quotient. */
function slopeVerdict(left: Limit | null, right: Limit | null, p: string, of: string): Verdict {
  const sides = [left, right].filter((side): side is Limit => side !== null);
  if (sides.some((side) => side.kind === 'unknown' || side.kind === 'bounded' || side.kind === 'overflow')) return { kind: 'open' };
  if (left && right) {
    const value = sameFinite(left, right);
    if (value !== null) return { kind: 'value', value, how: `the limits of ${of} from the left and from the right are both ${show(value)}` };
    if (left.kind === 'finite' && right.kind === 'finite') {
      return {
        kind: 'none',
        message: `f has a corner at x = ${p}: its slope is ${show(left.value)} from the left and ${show(right.value)} from the right, so f′(${p}) does not exist.`,
      };
    }
    if (left.kind === 'infinite' && right.kind === 'infinite') {
      return left.sign === right.sign
        ? {
            kind: 'none',
            message: `f has a vertical tangent at x = ${p}: its slope grows without bound from both sides, so it has no finite derivative there.`,
          }
        : {
            kind: 'none',
            message: `f has a cusp at x = ${p}: its slope grows without bound in opposite directions on the two sides, so f′(${p}) does not exist.`,
          };
    }
    return { kind: 'none', message: `The slopes of f from the left and from the right of x = ${p} differ, so f′(${p}) does not exist.` };
  }
  const [only] = sides;
  const side = left ? 'left' : 'right';
  if (!only) return { kind: 'none', message: `f is not defined on either side of x = ${p}, so it has no derivative there.` };
  if (only.kind === 'finite')
    return {
      kind: 'value',
      value: only.value,
      how: `f is defined only to the ${side} of ${p}, where the limit of ${of} is ${show(only.value)} (a one-sided derivative)`,
    };
  if (only.kind === 'infinite') {
    return {
      kind: 'none',
      message: `f is defined only to the ${side} of x = ${p}, and its slope there grows without bound (a vertical tangent): no finite derivative.`,
    };
  }
  return { kind: 'none', message: `f′(${p}) does not exist.` };
}

/** One side's limit, or null when f is not defined on that side. */
function sideLimit(tree: Expr, point: number, side: 1 | -1, f: (x: number) => number): Limit | null {
  const scale = Math.max(1, Math.abs(point));
  const near = [1e-3, 1e-5, 1e-7].map((d) => f(point + side * scale * d));
  if (near.every((value) => Number.isNaN(value))) return null;
  return limitValue(tree, { point, side });
}

/**
 * f′(p) when the formula for f′ is not defined at p: from the one-sided limits of f′ (f continuous at
 * p), else of the difference quotient.
 */
function analyticalVerdict(expression: Expression, derivative: Expression, point: number, value: number): Verdict {
  const f = expression.evaluate;
  const p = formatNumberText(point);
  const fLeft = sideLimit(expression.tree, point, -1, f);
  const fRight = sideLimit(expression.tree, point, 1, f);
  const continuous = [fLeft, fRight].every(
    (side) => side === null || (side.kind === 'finite' && Math.abs(side.value - value) <= 1e-9 * Math.max(1, Math.abs(value))),
  );
  if (!continuous) {
    if ([fLeft, fRight].some((side) => side !== null && (side.kind === 'unknown' || side.kind === 'bounded'))) return { kind: 'open' };
    return { kind: 'none', message: `f is not continuous at x = ${p} (it jumps there), so it has no derivative there.` };
  }
  const fromDerivative = slopeVerdict(fLeft && sideLimit(derivative.tree, point, -1, f), fRight && sideLimit(derivative.tree, point, 1, f), p, 'f′(x)');
  if (fromDerivative.kind !== 'open') return fromDerivative;
  const quotient = binary('/', binary('-', expression.tree, { kind: 'number', value }), binary('-', x, { kind: 'number', value: point }));
  const q = fromTree(quotient).evaluate;
  return slopeVerdict(fLeft && sideLimit(quotient, point, -1, q), fRight && sideLimit(quotient, point, 1, q), p, `[f(x) − f(${p})] / (x − ${p})`);
}

/** The one-sided difference quotients at step h, and the central one. */
function quotients(f: (x: number) => number, point: number, value: number, h: number) {
  const ahead = f(point + h);
  const behind = f(point - h);
  return { ahead, behind, forward: (ahead - value) / h, backward: (value - behind) / h, central: (ahead - behind) / (2 * h) };
}

type NumericalOutcome = { ok: true; ahead: number; behind: number; central: number } | { ok: false; message: string };

/**
 * The central difference at step h, where the one-sided estimates agree: their gap must be within
 * rounding error or shrink (by half or more) when h shrinks tenfold, and the central quotient must
 * not grow (more than double) when h does.
 */
function numericalDerivative(f: (x: number) => number, point: number, value: number, h: number): NumericalOutcome {
  const p = formatNumberText(point);
  const coarse = quotients(f, point, value, h);
  if (!Number.isFinite(coarse.ahead) || !Number.isFinite(coarse.behind)) {
    const where = Number.isFinite(coarse.ahead) ? point - h : point + h;
    return {
      ok: false,
      message: `The function is not defined at x = ${formatNumberText(where)}, a point the central difference needs; try a smaller step size.`,
    };
  }
  const fine = quotients(f, point, value, h / 10);
  if (![coarse.forward, coarse.backward, fine.forward, fine.backward, fine.central, coarse.central].every(Number.isFinite)) {
    return { ok: false, message: 'The difference quotients are too large to work with at this step size.' };
  }
  const rounding = (q: ReturnType<typeof quotients>, step: number) =>
    (64 * Number.EPSILON * Math.max(Math.abs(value), Math.abs(q.ahead), Math.abs(q.behind))) / step;
  const gap = (q: ReturnType<typeof quotients>) => Math.abs(q.forward - q.backward);
  const agree = gap(coarse) <= rounding(coarse, h) || gap(fine) <= rounding(fine, h / 10) || gap(fine) <= 0.5 * gap(coarse);
  if (!agree) {
    return {
      ok: false,
      message: `The one-sided estimates do not agree at x = ${p}: from the left about ${show(fine.backward)}, from the right about ${show(fine.forward)} (step ${formatNumberText(h / 10)}), and they stay apart as the step shrinks, so f has no derivative there.`,
    };
  }
  if (Math.abs(fine.central) > 2 * Math.abs(coarse.central) + rounding(fine, h / 10) && Math.abs(fine.central) > 1) {
    return {
      ok: false,
      message: `The difference quotients at x = ${p} grow without bound as the step shrinks (${show(coarse.central)} at step ${formatNumberText(h)}, ${show(fine.central)} at step ${formatNumberText(h / 10)}): f has no finite derivative there (a vertical tangent).`,
    };
  }
  return { ok: true, ahead: coarse.ahead, behind: coarse.behind, central: coarse.central };
}

export function compute({ function: text, point, method, stepSize }: Inputs): Result | Failure | null {
  if (!Number.isFinite(point) || !Number.isFinite(stepSize)) return null;
  if (method === 'numerical' && !(stepSize > 0)) return null;
  const parsed = parseExpression(text);
  if (!parsed.ok) return null;
  const { expression } = parsed;
  const f = expression.evaluate;
  const p = formatNumberText(point);
  const value = definedValue(expression.tree, point);
  if (value === null) return { failure: `The function is not defined at x = ${p}, so it has no derivative there.` };

  const symbolic = differentiate(expression);
  // Written out larger than the limit, f′ is not worked out at all (derivative.ts); larger than a page shows, it is not shown.
  const notWorkedOut = !symbolic && derivativeTooLarge(expression.tree);
  const derivativeTooLong = notWorkedOut || (symbolic !== null && treeSize(symbolic.tree, maximumShownSize) > maximumShownSize);
  const formula = `d/dx (${expression.text}) at x = ${p}`;
  const steps: Step[] = [];
  if (symbolic) {
    steps.push(...derivativeSteps(expression.tree));
    steps.push(step`So f′(x) = ${symbolic.tree}.`);
  } else if (notWorkedOut) {
    steps.push({
      ...textStep(`Written out, f′(x) has more than ${maximumDerivativeSize.toLocaleString('en-US')} terms: too long to work out and show here.`),
      shortened: true,
    });
  }
  // f′(p) from the formula where it is defined there, else from the one-sided limits.
  const direct = symbolic ? definedValue(symbolic.tree, point) : null;
  const verdict: Verdict | null = symbolic && direct === null ? analyticalVerdict(expression, symbolic, point, value) : null;
  const analytical = direct ?? (verdict?.kind === 'value' ? verdict.value : null);

  let slope: number;
  let numericalValue: number | null = null;
  if (method === 'analytical') {
    if (notWorkedOut) {
      return {
        failure: `The derivative of this function, written out, has more than ${maximumDerivativeSize.toLocaleString('en-US')} terms: too long to work out symbolically here. Choose the numerical method for f′(${p}).`,
      };
    }
    if (!symbolic) return { failure: 'There is no symbolic rule for this function here; choose the numerical method.' };
    if (direct !== null) {
      slope = direct;
      steps.push(step`Substitute x = ${p}: f′(${p}) = ${show(direct)}.`);
    } else if (verdict?.kind === 'value') {
      slope = verdict.value;
      steps.push(
        step`The formula for f′ is not defined at x = ${p}, but f is continuous there and ${verdict.how}, so f′(${p}) = ${show(verdict.value)} (a removable gap in the formula).`,
      );
    } else if (verdict?.kind === 'none') {
      return { failure: verdict.message };
    } else {
      return { failure: `The derivative ${symbolic.text} is not defined at x = ${p}, and its limit there could not be decided.` };
    }
  } else {
    const h = stepSize;
    const numerical = numericalDerivative(f, point, value, h);
    if (!numerical.ok) {
      const analyticalNote =
        verdict?.kind === 'none' ? ` ${verdict.message}` : analytical !== null ? ` The analytical derivative there is ${show(analytical)}.` : '';
      return { failure: `${numerical.message}${analyticalNote}` };
    }
    slope = numerical.central;
    numericalValue = roundResult(numerical.central);
    steps.push(step`Central difference with step h = ${formatNumberText(h)}: f′(x) ≈ [f(x + h) − f(x − h)] / (2h).`);
    steps.push(step`f(${formatNumberText(point + h)}) = ${show(numerical.ahead)} and f(${formatNumberText(point - h)}) = ${show(numerical.behind)}.`);
    steps.push(step`[${show(numerical.ahead)} − ${show(numerical.behind)}] / ${formatNumberText(2 * h)} = ${show(numerical.central)}.`);
    steps.push(step`The one-sided estimates [f(x + h) − f(x)]/h and [f(x) − f(x − h)]/h come together as h shrinks, so the derivative exists here.`);
    if (symbolic && analytical !== null) {
      steps.push(
        step`Check against the symbolic derivative: f′(${p}) = ${show(analytical)}, a difference of ${formatErrorText(Math.abs(numerical.central - analytical), analytical)}.`,
      );
    }
  }
  if (!Number.isFinite(roundResult(slope)) || !Number.isFinite(roundResult(value - slope * point))) {
    return { failure: 'The derivative or the tangent line is too large to show.' };
  }
  const tangentLine = tangentText(slope, point, value);
  steps.push(step`Tangent line at x = ${p}: y = f(${p}) + f′(${p})(x − ${p}) = ${tangentLine.slice(4)}.`);

  const shown = splitSteps(steps);
  return {
    formula,
    result: roundResult(slope),
    method,
    point,
    ...shown,
    shortened: shown.shortened || derivativeTooLong,
    derivative: derivativeTooLong ? null : (symbolic?.text ?? null),
    derivativeTooLong,
    typeset: { function: expression.tree, derivative: derivativeTooLong ? null : (symbolic?.tree ?? null) },
    analyticalValue: analytical === null || !Number.isFinite(roundResult(analytical)) ? null : roundResult(analytical),
    numericalValue,
    functionValue: roundResult(value),
    tangentLine,
    slope,
    value,
  };
}
