/**
 * The derivative of any expression in x at a point (spec sections 3, 4 and 9, CONVENTIONS D10).
 *
 *   analytical: f′(x) by symbolic differentiation (derivative.ts), simplified, then evaluated at the point
 *   numerical:  f′(x) ≈ [f(x + h) − f(x − h)] / (2h), the central difference with step h (0.001)
 *
 * Results are rounded to 6 decimals (spec section 9). Both methods show the symbolic derivative and
 * the tangent line; the numerical one also shows the analytical value beside it, and its error.
 * Where the function or its derivative is undefined at the point, a message says so.
 */
import { differentiate } from '../../shared/expression/derivative.ts';
import { formatErrorText, formatNumberText, parseExpression } from '../../shared/expression/expression.ts';
import { roundTo } from '../../shared/math/round.ts';
import type { Method } from './options.ts';

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
  /** The symbolic derivative f′(x), or null when there is no rule for it. */
  derivative: string | null;
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

const show = (value: number) => formatNumberText(roundTo(value, 6));

export function tangentText(slope: number, point: number, value: number): string {
  const m = roundTo(slope, 6);
  const c = roundTo(value - slope * point, 6);
  const slopePart = m === 0 ? '' : m === 1 ? 'x' : m === -1 ? '-x' : `${formatNumberText(m)}x`;
  if (slopePart === '') return `y = ${formatNumberText(c)}`;
  if (c === 0) return `y = ${slopePart}`;
  return `y = ${slopePart} ${c < 0 ? '−' : '+'} ${formatNumberText(Math.abs(c))}`;
}

export function compute({ function: text, point, method, stepSize }: Inputs): Result | Failure | null {
  if (!Number.isFinite(point) || !Number.isFinite(stepSize)) return null;
  if (method === 'numerical' && !(stepSize > 0)) return null;
  const parsed = parseExpression(text);
  if (!parsed.ok) return null;
  const { expression } = parsed;
  const f = expression.evaluate;
  const value = f(point);
  if (!Number.isFinite(value)) return { failure: `The function is undefined at x = ${formatNumberText(point)}, so it has no derivative there.` };

  const symbolic = differentiate(expression);
  const analytical = symbolic ? symbolic.evaluate(point) : Number.NaN;
  const p = formatNumberText(point);
  const formula = `d/dx (${expression.text}) at x = ${p}`;
  const steps: string[] = [];

  let slope: number;
  let numericalValue: number | null = null;
  if (method === 'analytical') {
    if (!symbolic) return { failure: 'There is no symbolic rule for this function here; choose the numerical method.' };
    if (!Number.isFinite(analytical)) return { failure: `The derivative ${symbolic.text} is undefined at x = ${p}.` };
    slope = analytical;
    steps.push(`Differentiate term by term: f(x) = ${expression.text} gives f′(x) = ${symbolic.text}.`);
    steps.push(`Substitute x = ${p}: f′(${p}) = ${show(analytical)}.`);
  } else {
    const h = stepSize;
    const ahead = f(point + h);
    const behind = f(point - h);
    const difference = (ahead - behind) / (2 * h);
    if (!Number.isFinite(difference))
      return { failure: `The function is undefined at x = ${formatNumberText(point - h)} or x = ${formatNumberText(point + h)}; try a smaller step size.` };
    slope = difference;
    numericalValue = roundTo(difference, 6);
    steps.push(`Central difference with step h = ${formatNumberText(h)}: f′(x) ≈ [f(x + h) − f(x − h)] / (2h).`);
    steps.push(`f(${formatNumberText(point + h)}) = ${show(ahead)} and f(${formatNumberText(point - h)}) = ${show(behind)}.`);
    steps.push(`[${show(ahead)} − ${show(behind)}] / ${formatNumberText(2 * h)} = ${show(difference)}.`);
    if (symbolic && Number.isFinite(analytical)) {
      steps.push(
        `Check against the symbolic derivative f′(x) = ${symbolic.text}: f′(${p}) = ${show(analytical)}, a difference of ${formatErrorText(Math.abs(difference - analytical))}.`,
      );
    }
  }
  const tangentLine = tangentText(slope, point, value);
  steps.push(`Tangent line at x = ${p}: y = f(${p}) + f′(${p})(x − ${p}) = ${tangentLine.slice(4)}.`);

  return {
    formula,
    result: roundTo(slope, 6),
    method,
    point,
    steps,
    derivative: symbolic?.text ?? null,
    analyticalValue: Number.isFinite(analytical) ? roundTo(analytical, 6) : null,
    numericalValue,
    functionValue: roundTo(value, 6),
    tangentLine,
    slope,
    value,
  };
}
