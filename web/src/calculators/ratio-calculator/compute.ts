/**
 * Ratio.
 *
 * Simplifying is exact: both values are read as decimals, scaled by the same power of ten into
 * whole numbers (BigInt, so no rounding can creep in), then divided by their greatest common
 * divisor: 1.5 : 2.5 → 15 : 25 → 3 : 5. The decimal is value1 ÷ value2 and the percentage is the
 * decimal × 100, both rounded to 6 decimals; the interpretation compares the decimal with 1 and
 * uses 2 decimals.
 *
 * Decided here (the spec is silent): a negative value keeps its sign in the simplified ratio
 * (−8 : 12 → −2 : 3, but −8 : −12 → 2 : 3) and the interpretation compares sizes; 0 : 0 is no ratio (null, with a
 * message); x : 0 simplifies to 1 : 0 but has no decimal or percentage. The interpretation says it
 * the way people do: a larger value is 'N times' the other (12 : 8 reads '12 is 1.5 times 8'), a
 * smaller one a percentage of it, with the other way round beside it (8 : 12 reads '8 is 66.67% of
 * 12, and 12 is 1.5 times 8'): 'times smaller' has no agreed meaning. Multiples and percentages
 * keep at most 2 decimals, a percentage under 0.01% its first 2 significant digits.
 */
import { formatFigure, formatNumber } from '../../shared/format/number.ts';
import { allWithinBounds } from '../../shared/math/allWithinBounds.ts';
import { roundTo } from '../../shared/math/round.ts';
import { valueBounds } from './inputs.ts';

/** How many times one value may be the other: beyond it the decimal and the percentage (×100) lose their digits, and may overflow. */
export const maximumRatio = 1e13;

export interface Inputs {
  value1: number;
  value2: number;
  simplify: boolean;
}

export interface Result {
  /** The ratio as entered, e.g. '8:12'. */
  ratio: string;
  /** Lowest terms when simplify is on, otherwise the ratio as entered. */
  simplified: string;
  /** null when the second value is 0. */
  decimal: number | null;
  percentage: number | null;
  interpretation: string;
  steps: string[];
}

export type Problem = 'both-zero' | 'not-a-number' | 'too-far-apart';

/** A finite number as an exact decimal: digits × 10^−scale. */
interface ScaledDecimal {
  digits: bigint;
  scale: number;
}

function toScaledDecimal(value: number): ScaledDecimal {
  // String() gives the shortest text that reads back as the same number: what the visitor typed.
  const [mantissa = '0', exponentText = '0'] = String(value).toLowerCase().split('e');
  const [whole = '0', fraction = ''] = mantissa.split('.');
  const scale = fraction.length - Number(exponentText);
  const digits = BigInt(`${whole}${fraction}`);
  return scale >= 0 ? { digits, scale } : { digits: digits * 10n ** BigInt(-scale), scale: 0 };
}

function gcd(x: bigint, y: bigint): bigint {
  let a = x < 0n ? -x : x;
  let b = y < 0n ? -y : y;
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}

function ratioText(first: number | bigint, second: number | bigint): string {
  return `${first}:${second}`;
}

export function findProblem({ value1, value2 }: Inputs): Problem | null {
  if (!allWithinBounds({ value1, value2 }, { value1: valueBounds, value2: valueBounds })) return 'not-a-number';
  if (value1 === 0 && value2 === 0) return 'both-zero';
  const [smaller, larger] = [Math.abs(value1), Math.abs(value2)].sort((a, b) => a - b) as [number, number];
  if (smaller > 0 && larger / smaller > maximumRatio) return 'too-far-apart';
  return null;
}

/** How many times one size is another, to 2 decimals: 1.5, 3, 1,000. */
const times = (multiple: number) => formatNumber(multiple, 2);

/** A share below 100%, to 2 decimals, or its first 2 significant digits when it is smaller than that shows. */
const share = (fraction: number) => {
  const percentage = fraction * 100;
  return `${percentage >= 0.01 ? formatNumber(percentage, 2) : formatFigure(percentage, 2, 2)}%`;
};

function interpret(value1: number, value2: number): string {
  if (value2 === 0) return 'The second value is 0, so the first cannot be expressed as a multiple of it.';
  if (value1 === 0) return 'The first value is 0: it is 0% of the second.';
  const first = Math.abs(value1);
  const second = Math.abs(value2);
  const [firstText, secondText] = [formatFigure(first), formatFigure(second)];
  const comparison =
    first > second
      ? `${firstText} is ${times(first / second)} times ${secondText}`
      : first < second
        ? `${firstText} is ${share(first / second)} of ${secondText}, and ${secondText} is ${times(second / first)} times ${firstText}`
        : 'the two values are equal (1:1)';
  if (Math.sign(value1) !== Math.sign(value2)) return `The values have opposite signs; in size, ${comparison}.`;
  return `${comparison.charAt(0).toUpperCase()}${comparison.slice(1)}.`;
}

export function compute(inputs: Inputs): Result | null {
  if (findProblem(inputs) !== null) return null;
  const { value1, value2, simplify } = inputs;
  const ratio = ratioText(value1, value2);
  const steps = [`Write the ratio: ${ratio}`];

  let simplified = ratio;
  if (simplify) {
    const first = toScaledDecimal(value1);
    const second = toScaledDecimal(value2);
    const scale = Math.max(first.scale, second.scale);
    const whole1 = first.digits * 10n ** BigInt(scale - first.scale);
    const whole2 = second.digits * 10n ** BigInt(scale - second.scale);
    if (scale > 0) steps.push(`Multiply both by 10${scale > 1 ? `^${scale}` : ''} to clear the decimals: ${ratioText(whole1, whole2)}`);
    // Two negative values make a positive ratio: −8 : −12 is 2 : 3.
    const divisor = whole1 < 0n && whole2 < 0n ? -gcd(whole1, whole2) : gcd(whole1, whole2);
    simplified = ratioText(whole1 / divisor, whole2 / divisor);
    steps.push(
      divisor === 1n
        ? `The greatest common divisor is 1, so ${ratioText(whole1, whole2)} is already in lowest terms`
        : `Divide both by ${divisor < 0n ? `−${-divisor} (their greatest common divisor, with the shared minus sign)` : `their greatest common divisor, ${divisor}`}: ${simplified}`,
    );
  }

  const decimal = value2 === 0 ? null : roundTo(value1 / value2, 6);
  const percentage = value2 === 0 ? null : roundTo((value1 / value2) * 100, 6);
  if (decimal === null || percentage === null) {
    steps.push('The second value is 0: the ratio has no decimal or percentage form');
  } else {
    steps.push(`Decimal: ${value1} ÷ ${value2} = ${decimal}`, `Percentage: ${decimal} × 100 = ${percentage}%`);
  }

  return { ratio, simplified, decimal, percentage, interpretation: interpret(value1, value2), steps };
}
