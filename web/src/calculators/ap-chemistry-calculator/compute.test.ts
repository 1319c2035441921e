import { describe, expect, it } from 'vitest';
import { compute, type Inputs } from './compute.ts';

/** Builds inputs from the MC count and the seven free-response scores in order. */
function paper(
  mcqScore: number,
  [frq1Score, frq2Score, frq3Score, frq4Score, frq5Score, frq6Score, frq7Score]: [number, number, number, number, number, number, number],
): Inputs {
  return { mcqScore, frq1Score, frq2Score, frq3Score, frq4Score, frq5Score, frq6Score, frq7Score };
}

const defaults = paper(25, [5, 5, 5, 2, 2, 2, 2]);

describe('totals and weighted score', () => {
  it('sums the seven free-response scores: defaults give 15 + 8 = 23', () => {
    expect(compute(defaults)).toMatchObject({ mcTotal: 25, frqTotal: 23 });
  });

  it('weights MC by 0.75 and FRQ by 1.07, then rounds: 18.75 + 24.61 = 43.36 → 43, a 3', () => {
    expect(compute(defaults)).toMatchObject({ weightedScore: 43, apScore: 3 });
  });

  it('rounds a half up: 1 × 0.75 + 25 × 1.07 = 0.75 + 26.75 = 27.5 → 28', () => {
    expect(compute(paper(1, [10, 10, 5, 0, 0, 0, 0]))?.weightedScore).toBe(28);
  });

  it('rounds down below a half: 32 × 0.75 + 7 × 1.07 = 24 + 7.49 = 31.49 → 31', () => {
    expect(compute(paper(32, [7, 0, 0, 0, 0, 0, 0]))).toMatchObject({ weightedScore: 31, apScore: 1 });
  });

  it('tops out at 94 with a perfect paper: 45 + 46 × 1.07 = 94.22', () => {
    expect(compute(paper(60, [10, 10, 10, 4, 4, 4, 4]))).toMatchObject({ mcTotal: 60, frqTotal: 46, weightedScore: 94, apScore: 5 });
  });
});

describe('score bands (weighted score at each cut-off and one point below)', () => {
  it('gives a 5 at 72 (45 + 26.75 = 71.75) and a 4 at 71 (44.25 + 26.75 = 71)', () => {
    expect(compute(paper(60, [10, 10, 5, 0, 0, 0, 0]))).toMatchObject({ weightedScore: 72, apScore: 5, percentile: '95th percentile or above' });
    expect(compute(paper(59, [10, 10, 5, 0, 0, 0, 0]))).toMatchObject({ weightedScore: 71, apScore: 4 });
  });

  it('gives a 4 at 58 (30 + 27.82 = 57.82) and a 3 at 57 (29.25 + 27.82 = 57.07)', () => {
    expect(compute(paper(40, [10, 10, 6, 0, 0, 0, 0]))).toMatchObject({ weightedScore: 58, apScore: 4, percentile: '85th-94th percentile' });
    expect(compute(paper(39, [10, 10, 6, 0, 0, 0, 0]))).toMatchObject({ weightedScore: 57, apScore: 3 });
  });

  it('gives a 3 at 43 (30 + 12.84 = 42.84) and a 2 at 42 (30 + 11.77 = 41.77)', () => {
    expect(compute(paper(40, [4, 4, 4, 0, 0, 0, 0]))).toMatchObject({ weightedScore: 43, apScore: 3, percentile: '60th-84th percentile' });
    expect(compute(paper(40, [4, 4, 3, 0, 0, 0, 0]))).toMatchObject({ weightedScore: 42, apScore: 2 });
  });

  it('gives a 2 at 32 (21 + 10.7 = 31.7) and a 1 at 31 (21 + 9.63 = 30.63)', () => {
    expect(compute(paper(28, [10, 0, 0, 0, 0, 0, 0]))).toMatchObject({ weightedScore: 32, apScore: 2, percentile: '30th-59th percentile' });
    expect(compute(paper(28, [9, 0, 0, 0, 0, 0, 0]))).toMatchObject({ weightedScore: 31, apScore: 1, percentile: 'Below the 10th percentile' });
  });

  it('has a different encouragement for every score', () => {
    const papers = [
      paper(60, [10, 10, 5, 0, 0, 0, 0]),
      paper(40, [10, 10, 6, 0, 0, 0, 0]),
      defaults,
      paper(28, [10, 0, 0, 0, 0, 0, 0]),
      paper(0, [0, 0, 0, 0, 0, 0, 0]),
    ];
    expect(new Set(papers.map((inputs) => compute(inputs)?.encouragement)).size).toBe(5);
  });
});

describe('invalid input', () => {
  it('accepts every slider maximum and rejects one more', () => {
    expect(compute(paper(60, [10, 10, 10, 4, 4, 4, 4]))).not.toBeNull();
    expect(compute(paper(61, [5, 5, 5, 2, 2, 2, 2]))).toBeNull();
    expect(compute(paper(25, [11, 5, 5, 2, 2, 2, 2]))).toBeNull();
    expect(compute(paper(25, [5, 5, 11, 2, 2, 2, 2]))).toBeNull();
    expect(compute(paper(25, [5, 5, 5, 5, 2, 2, 2]))).toBeNull();
    expect(compute(paper(25, [5, 5, 5, 2, 2, 2, 5]))).toBeNull();
  });

  it('has no result for negative, fractional or non-numeric scores', () => {
    expect(compute(paper(-1, [5, 5, 5, 2, 2, 2, 2]))).toBeNull();
    expect(compute(paper(25, [5, 5.5, 5, 2, 2, 2, 2]))).toBeNull();
    expect(compute(paper(Number.NaN, [5, 5, 5, 2, 2, 2, 2]))).toBeNull();
  });
});

describe('plausible extremes', () => {
  it('scores a perfect paper 94 (60 × 0.75 + 46 × 1.07 = 94.22), a 5, and a blank one 0, a 1', () => {
    expect(compute(paper(60, [10, 10, 10, 4, 4, 4, 4]))).toMatchObject({ weightedScore: 94, apScore: 5 });
    expect(compute(paper(0, [0, 0, 0, 0, 0, 0, 0]))).toMatchObject({ weightedScore: 0, apScore: 1 });
  });
});
