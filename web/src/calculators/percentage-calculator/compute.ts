/**
 * Percentages (D18).
 *
 *   difference   = 100 × |V1 − V2| / |mean(V1, V2)|      (0 when the mean is 0)
 *   change       = 100 × (V2 − V1) / |V1|                 (not defined when V1 is 0)
 *   of           = V1 / 100 × V2                          ('V1% of V2')
 *   what-percent = 100 × V1 / V2                          ('V1 is what % of V2'; none when V2 is 0)
 *
 * Percentages are rounded to 2 decimals. The spec divides by the mean and by V1; we divide by their
 * absolute values so that, with negative numbers, a rise still reads as a positive change and a
 * difference is never negative (the usual convention; the how-it-works says so). 'X% of Y' is an
 * amount, not a percentage: it keeps 10 decimals, enough for any cent or gram, and the page shows
 * no trailing zeros.
 *
 * A change from 0 has no percentage: there is no base to compare with (the spec's 0 read as 'no
 * change', which a rise from 0 to 50 is not). The result then has no percentage (null), keeps the
 * absolute difference, and its formula line says why.
 *
 * A percentage beyond a million billion (a change from a value very close to 0) is not shown:
 * its digits would be lost, and beyond the largest double it would read Infinity. The page says
 * why instead.
 */
import { formatDigits } from '../../shared/format/number.ts';
import { allWithinBounds } from '../../shared/math/allWithinBounds.ts';
import { roundTo } from '../../shared/math/round.ts';
import { percentageBounds, type Mode } from './inputs.ts';

/** The largest percentage shown, in size. */
export const maximumPercentage = 1e15;

export interface Inputs {
  value1: number;
  value2: number;
  mode: Mode;
}

export interface Result {
  /** The percentage: worked out, or for `of` the one given (V1); null for a change from 0, which has none. */
  percentage: number | null;
  /** For `of`: the amount that is V1% of V2. */
  amount?: number;
  /** |V1 − V2| (difference and change only). */
  absoluteDifference: number;
  formula: string;
}

/** Why a change has no percentage: from 0 there is no base to compare with. */
const noBaseText = 'not defined: a change from 0 has no base to compare with';

/** The percentage before rounding: 0 for a difference of two values whose mean is 0 (the spec's rule). */
function exactPercentage({ value1, value2, mode }: Inputs): number {
  if (mode === 'change') return (100 * (value2 - value1)) / Math.abs(value1);
  if (mode === 'of') return (value1 / 100) * value2;
  if (mode === 'what-percent') return (100 * value1) / value2;
  const mean = (value1 + value2) / 2;
  return mean === 0 ? 0 : (100 * Math.abs(value1 - value2)) / Math.abs(mean);
}

/** Why two values have no percentage to show, or null. */
export function percentageProblem(inputs: Inputs): string | null {
  if (!allWithinBounds(inputs, percentageBounds)) return null;
  if (inputs.mode === 'what-percent' && inputs.value2 === 0) return 'No number is a percentage of 0: enter a whole (Y) other than 0.';
  if (inputs.mode === 'of' || (inputs.mode === 'change' && inputs.value1 === 0)) return null;
  const percentage = exactPercentage(inputs);
  if (Math.abs(percentage) <= maximumPercentage) return null;
  if (inputs.mode === 'what-percent') return 'The percentage is too large to show: the whole (Y) is too close to 0 for the part.';
  return inputs.mode === 'change'
    ? 'The change is too large to show: the starting value is too close to 0 for the new value.'
    : 'The difference is too large to show: the two values’ mean is too close to 0.';
}

export function compute(inputs: Inputs): Result | null {
  const { value1, value2, mode } = inputs;
  if (!allWithinBounds(inputs, percentageBounds)) return null;
  // Spec 5.1: computes only if value1 or value2 is non-zero.
  if (value1 === 0 && value2 === 0) return null;
  if (percentageProblem(inputs) !== null) return null;
  const absoluteDifference = roundTo(Math.abs(value1 - value2), 10);
  // The formula line writes every figure with thousands separators, as the results do.
  const [v1, v2] = [formatDigits(value1), formatDigits(value2)];

  if (mode === 'of') {
    const amount = roundTo(exactPercentage(inputs), 10);
    return { percentage: value1, amount, absoluteDifference, formula: `${v1}% × ${v2} = (${v1} / 100) × ${v2} = ${formatDigits(amount)}` };
  }

  if (mode === 'change' && value1 === 0) {
    return { percentage: null, absoluteDifference, formula: `((${v2} − 0) / |0|) × 100 is ${noBaseText}` };
  }

  const percentage = roundTo(exactPercentage(inputs), 2);

  if (mode === 'what-percent') {
    return { percentage, absoluteDifference, formula: `(${v1} / ${v2}) × 100 = ${formatDigits(percentage)}%` };
  }

  if (mode === 'change') {
    return {
      percentage,
      absoluteDifference,
      formula: `((${v2} − ${v1}) / |${v1}|) × 100 = ${formatDigits(percentage)}%`,
    };
  }

  return {
    percentage,
    absoluteDifference,
    formula: `(|${v1} − ${v2}| / |(${v1} + ${v2}) / 2|) × 100 = ${formatDigits(percentage)}%`,
  };
}
