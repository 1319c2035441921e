/**
 * Percentage difference and percentage change (spec document 1, sections 3.3, 5.1 and 9.3).
 *
 *   difference = 100 × |V1 − V2| / |mean(V1, V2)|      (0 when the mean is 0)
 *   change     = 100 × (V2 − V1) / |V1|                 (0 when V1 is 0)
 *
 * Both are rounded to 2 decimals. The spec divides by the mean and by V1; we divide by their
 * absolute values so that, with negative numbers, a rise still reads as a positive change and a
 * difference is never negative (the usual convention; the how-it-works says so).
 */
import { roundTo } from '../../shared/math/round.ts';
import type { Mode } from './options.ts';

export interface Inputs {
  value1: number;
  value2: number;
  mode: Mode;
}

export interface Result {
  percentage: number;
  absoluteDifference: number;
  formula: string;
}

export function compute({ value1, value2, mode }: Inputs): Result | null {
  if (!Number.isFinite(value1) || !Number.isFinite(value2)) return null;
  // Spec 5.1: computes only if value1 or value2 is non-zero.
  if (value1 === 0 && value2 === 0) return null;
  const absoluteDifference = roundTo(Math.abs(value1 - value2), 10);

  if (mode === 'change') {
    const percentage = value1 === 0 ? 0 : roundTo((100 * (value2 - value1)) / Math.abs(value1), 2);
    return {
      percentage,
      absoluteDifference,
      formula: `((${value2} − ${value1}) / |${value1}|) × 100 = ${percentage}%`,
    };
  }

  const mean = (value1 + value2) / 2;
  const percentage = mean === 0 ? 0 : roundTo((100 * Math.abs(value1 - value2)) / Math.abs(mean), 2);
  return {
    percentage,
    absoluteDifference,
    formula: `(|${value1} − ${value2}| / |(${value1} + ${value2}) / 2|) × 100 = ${percentage}%`,
  };
}
