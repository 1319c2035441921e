/**
 * AP English score prediction (D5).
 *
 *   MC total  = MC Reading (0-24) + MC Writing (0-21)                      (max 45)
 *   FRQ total = Σ over the three essays of thesis (0-1) + evidence (0-4) + sophistication (0-1)   (max 18)
 *   weighted  = round(MC total + FRQ total × 3.055)                        (max 45 + 54.99 ≈ 100)
 *
 * Score bands on the weighted score: ≥71 → 5, ≥59 → 4, ≥45 → 3, ≥32 → 2, else 1. The spec gives each
 * score's share of students (13.2%, 17.4%, 26.1%, 19.0%, 24.3%); we decided that `percentile` is the
 * share of students earning a LOWER score, the sum of the shares below this score (so a 5 is the
 * 86.8th percentile and a 1 is the 0th). Every count is a whole number within its slider's range;
 * anything else has no result. The encouragement texts are ours (the spec does not show them).
 */
import { roundTo } from '../../shared/math/round.ts';
import { limits } from './limits.ts';

export interface Essay {
  thesis: number;
  evidence: number;
  sophistication: number;
}

export interface Inputs {
  mcReading: number;
  mcWriting: number;
  frq1: Essay;
  frq2: Essay;
  frq3: Essay;
}

export type ApScore = 1 | 2 | 3 | 4 | 5;

export interface Result {
  mcTotal: number;
  frTotal: number;
  weightedScore: number;
  apScore: ApScore;
  /** Share of students (percent) who earn this AP score. */
  scoreShare: number;
  /** Share of students (percent) who earn a lower AP score. */
  percentile: number;
  encouragement: string;
}

export { limits };

export const frqWeight = 3.055;

/** Minimum weighted score for each AP score, highest first. */
export const cutoffs: readonly { apScore: ApScore; minimum: number }[] = [
  { apScore: 5, minimum: 71 },
  { apScore: 4, minimum: 59 },
  { apScore: 3, minimum: 45 },
  { apScore: 2, minimum: 32 },
  { apScore: 1, minimum: 0 },
];

/** Share of students earning each AP score, in percent (2023 guidelines). */
export const scoreShares: Readonly<Record<ApScore, number>> = { 5: 13.2, 4: 17.4, 3: 26.1, 2: 19.0, 1: 24.3 };

export const encouragements: Readonly<Record<ApScore, string>> = {
  5: 'Outstanding! A 5 is extremely well qualified and earns credit at most colleges. Keep your essays sharp and you are set.',
  4: 'Great work! A 4 is well qualified and earns credit at many colleges. A little more essay sophistication could lift you to a 5.',
  3: 'Solid! A 3 is a passing score and qualifies for credit at many colleges. Strengthen your evidence and commentary to reach a 4.',
  2: 'You are getting there. Practise timed multiple-choice sets and build each essay around a clear, defensible thesis.',
  1: 'Every expert started somewhere. Focus on reading passages closely and writing a clear thesis backed by specific evidence.',
};

function isCount(value: number, max: number): boolean {
  return Number.isInteger(value) && value >= 0 && value <= max;
}

function isValidEssay(essay: Essay): boolean {
  return isCount(essay.thesis, limits.thesis) && isCount(essay.evidence, limits.evidence) && isCount(essay.sophistication, limits.sophistication);
}

export function apScoreFor(weightedScore: number): ApScore {
  return (cutoffs.find((cutoff) => weightedScore >= cutoff.minimum) ?? { apScore: 1 }).apScore;
}

/** Percent of students earning a score below `apScore`. */
export function percentileFor(apScore: ApScore): number {
  let below = 0;
  for (let score = 1; score < apScore; score += 1) below += scoreShares[score as ApScore];
  return roundTo(below, 1);
}

export function compute({ mcReading, mcWriting, frq1, frq2, frq3 }: Inputs): Result | null {
  const essays = [frq1, frq2, frq3];
  if (!isCount(mcReading, limits.mcReading) || !isCount(mcWriting, limits.mcWriting) || !essays.every(isValidEssay)) return null;
  const mcTotal = mcReading + mcWriting;
  const frTotal = essays.reduce((sum, essay) => sum + essay.thesis + essay.evidence + essay.sophistication, 0);
  const weightedScore = roundTo(mcTotal + frTotal * frqWeight, 0);
  const apScore = apScoreFor(weightedScore);
  return {
    mcTotal,
    frTotal,
    weightedScore,
    apScore,
    scoreShare: scoreShares[apScore],
    percentile: percentileFor(apScore),
    encouragement: encouragements[apScore],
  };
}
