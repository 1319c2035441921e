/**
 * AP Chemistry score prediction.
 *
 *   MC total  = correct multiple-choice answers (0-60)
 *   FRQ total = frq1Score + … + frq7Score (long questions 1-3: 0-10 each; short questions 4-7: 0-4 each; max 46)
 *   weighted  = round(MC total × 0.75 + FRQ total × 1.07)    (max 45 + 49.22 → 94)
 *
 * Bands: ≥72 → 5 (95th percentile or above), ≥58 → 4 (85th-94th), ≥43 → 3 (60th-84th),
 * ≥32 → 2 (30th-59th), else 1 (below the 10th). The bands are the spec's as given, gap between
 * the 10th and 30th percentiles included. Counts must be whole numbers within their slider's range;
 * anything else has no result. The encouragement texts are ours (the spec does not show them).
 */
import { frqMaxima, mcqMaximum } from './limits.ts';
import { roundTo } from '../../shared/math/round.ts';

export interface Inputs {
  mcqScore: number;
  frq1Score: number;
  frq2Score: number;
  frq3Score: number;
  frq4Score: number;
  frq5Score: number;
  frq6Score: number;
  frq7Score: number;
}

export type ApScore = 1 | 2 | 3 | 4 | 5;

export interface Result {
  mcTotal: number;
  frqTotal: number;
  weightedScore: number;
  apScore: ApScore;
  /** The percentile band of this score, e.g. '85th-94th percentile'. */
  percentile: string;
  encouragement: string;
}

export const frqNames = ['frq1Score', 'frq2Score', 'frq3Score', 'frq4Score', 'frq5Score', 'frq6Score', 'frq7Score'] as const;
export type FrqName = (typeof frqNames)[number];

export { frqMaxima, mcqMaximum };

export const mcWeight = 0.75;
export const frqWeight = 1.07;

interface Band {
  apScore: ApScore;
  minimum: number;
  percentile: string;
  encouragement: string;
}

const lowestBand: Band = {
  apScore: 1,
  minimum: Number.NEGATIVE_INFINITY,
  percentile: 'Below the 10th percentile',
  encouragement: 'Keep going! Rebuild the foundations (stoichiometry, bonding, the mole) and practise a few questions every day.',
};

/** Spec 9.7, highest first. */
export const bands: readonly Band[] = [
  {
    apScore: 5,
    minimum: 72,
    percentile: '95th percentile or above',
    encouragement: 'Excellent! A 5 puts you among the strongest chemistry students in the country. Keep practising to stay sharp.',
  },
  {
    apScore: 4,
    minimum: 58,
    percentile: '85th-94th percentile',
    encouragement: 'Great job! A 4 shows strong chemistry skills. Polish your free-response explanations to push for a 5.',
  },
  {
    apScore: 3,
    minimum: 43,
    percentile: '60th-84th percentile',
    encouragement: 'Good work! A 3 is a passing score. Review equilibrium, kinetics and thermodynamics to move up a band.',
  },
  {
    apScore: 2,
    minimum: 32,
    percentile: '30th-59th percentile',
    encouragement: 'You are on your way. Work through past free-response questions and show every step of your calculations.',
  },
  lowestBand,
];

function isCount(value: number, max: number): boolean {
  return Number.isInteger(value) && value >= 0 && value <= max;
}

export function bandFor(weightedScore: number): Band {
  return bands.find((band) => weightedScore >= band.minimum) ?? lowestBand;
}

export function compute(inputs: Inputs): Result | null {
  if (!isCount(inputs.mcqScore, mcqMaximum) || !frqNames.every((name) => isCount(inputs[name], frqMaxima[name]))) return null;
  const mcTotal = inputs.mcqScore;
  const frqTotal = frqNames.reduce((sum, name) => sum + inputs[name], 0);
  const weightedScore = roundTo(mcTotal * mcWeight + frqTotal * frqWeight, 0);
  const band = bandFor(weightedScore);
  return { mcTotal, frqTotal, weightedScore, apScore: band.apScore, percentile: band.percentile, encouragement: band.encouragement };
}
