/**
 * AP Calculus score prediction.
 *
 *   MC  = mcqNoCalc (0-30) + mcqCalc (0-15)     (out of 45)
 *   FRQ = frqCalc (0-18) + frqNoCalc (0-36)     (out of 54)
 *   weighted = round(MC × 1.2 + FRQ × 1.5)      (max 54 + 81 = 135)
 *
 * Bands: ≥68 → 5 (90th percentile or above), ≥52 → 4 (75th-89th), ≥39 → 3 (50th-74th),
 * ≥28 → 2 (25th-49th), else 1 (below the 10th). The spec names no result fields; we use
 * weightedScore, apScore and percentile like its sibling calculators.
 * Points must be whole numbers within their slider's range; anything else has no result.
 */
import { maxima } from './limits.ts';
import { roundTo } from '../../shared/math/round.ts';

export interface Inputs {
  mcqNoCalc: number;
  mcqCalc: number;
  frqCalc: number;
  frqNoCalc: number;
}

export type ApScore = 1 | 2 | 3 | 4 | 5;

export interface Result {
  mcTotal: number;
  frqTotal: number;
  weightedScore: number;
  apScore: ApScore;
  /** The percentile band of this score, e.g. '75th-89th percentile'. */
  percentile: string;
}

export { maxima };
export const mcMaximum = maxima.mcqNoCalc + maxima.mcqCalc;
export const frqMaximum = maxima.frqCalc + maxima.frqNoCalc;
export const mcWeight = 1.2;
export const frqWeight = 1.5;

interface Band {
  apScore: ApScore;
  minimum: number;
  percentile: string;
}

const lowestBand: Band = { apScore: 1, minimum: Number.NEGATIVE_INFINITY, percentile: 'Below the 10th percentile' };

/** Spec 9.8, highest first. */
export const bands: readonly Band[] = [
  { apScore: 5, minimum: 68, percentile: '90th percentile or above' },
  { apScore: 4, minimum: 52, percentile: '75th-89th percentile' },
  { apScore: 3, minimum: 39, percentile: '50th-74th percentile' },
  { apScore: 2, minimum: 28, percentile: '25th-49th percentile' },
  lowestBand,
];

function isCount(value: number, max: number): boolean {
  return Number.isInteger(value) && value >= 0 && value <= max;
}

export function compute(inputs: Inputs): Result | null {
  if (!(Object.keys(maxima) as (keyof Inputs)[]).every((name) => isCount(inputs[name], maxima[name]))) return null;
  const mcTotal = inputs.mcqNoCalc + inputs.mcqCalc;
  const frqTotal = inputs.frqCalc + inputs.frqNoCalc;
  const weightedScore = roundTo(mcTotal * mcWeight + frqTotal * frqWeight, 0);
  const band = bands.find((entry) => weightedScore >= entry.minimum) ?? lowestBand;
  return { mcTotal, frqTotal, weightedScore, apScore: band.apScore, percentile: band.percentile };
}
