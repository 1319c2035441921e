import { describe, expect, it } from 'vitest';
import { compute, type Inputs } from './compute.ts';

const defaults: Inputs = { mcqNoCalc: 15, mcqCalc: 7, frqCalc: 4, frqNoCalc: 4 };

/** MC points split as no-calculator up to 30, the rest calculator; FRQ as calculator up to 18, the rest no-calculator. */
function paper(mc: number, frq: number): Inputs {
  return { mcqNoCalc: Math.min(mc, 30), mcqCalc: Math.max(mc - 30, 0), frqCalc: Math.min(frq, 18), frqNoCalc: Math.max(frq - 18, 0) };
}

describe('totals and weighted score', () => {
  it('adds both MC parts and both FRQ parts: defaults give 22 and 8', () => {
    expect(compute(defaults)).toMatchObject({ mcTotal: 22, frqTotal: 8 });
  });

  it('weights MC by 1.2 and FRQ by 1.5 and rounds: 26.4 + 12 = 38.4 → 38, a 2', () => {
    expect(compute(defaults)).toMatchObject({ weightedScore: 38, apScore: 2, percentile: '25th-49th percentile' });
  });

  it('rounds a half up: 5 × 1.2 + 1 × 1.5 = 7.5 → 8', () => {
    expect(compute({ mcqNoCalc: 3, mcqCalc: 2, frqCalc: 1, frqNoCalc: 0 })?.weightedScore).toBe(8);
  });

  it('reaches a half on a cut-off and rounds it up: 45 × 1.2 + 9 × 1.5 = 54 + 13.5 = 67.5 → 68, a 5', () => {
    expect(compute(paper(45, 9))).toMatchObject({ weightedScore: 68, apScore: 5 });
  });

  it('tops out at 135 with a perfect paper (54 + 81)', () => {
    expect(compute({ mcqNoCalc: 30, mcqCalc: 15, frqCalc: 18, frqNoCalc: 36 })).toMatchObject({ mcTotal: 45, frqTotal: 54, weightedScore: 135, apScore: 5 });
  });

  it('gives 0 and a 1 for an empty paper', () => {
    expect(compute(paper(0, 0))).toMatchObject({ weightedScore: 0, apScore: 1, percentile: 'Below the 10th percentile' });
  });
});

describe('score bands (weighted score at each cut-off and one point below)', () => {
  it('gives a 5 at 68 (26.4 + 42 = 68.4) and a 4 at 67 (25.2 + 42 = 67.2)', () => {
    expect(compute(paper(22, 28))).toMatchObject({ weightedScore: 68, apScore: 5, percentile: '90th percentile or above' });
    expect(compute(paper(21, 28))).toMatchObject({ weightedScore: 67, apScore: 4 });
  });

  it('gives a 4 at 52 (25.2 + 27 = 52.2) and a 3 at 51 (24 + 27)', () => {
    expect(compute(paper(21, 18))).toMatchObject({ weightedScore: 52, apScore: 4, percentile: '75th-89th percentile' });
    expect(compute(paper(20, 18))).toMatchObject({ weightedScore: 51, apScore: 3 });
  });

  it('gives a 3 at 39 (24 + 15) and a 2 at 38 (the defaults, 38.4)', () => {
    expect(compute(paper(20, 10))).toMatchObject({ weightedScore: 39, apScore: 3, percentile: '50th-74th percentile' });
    expect(compute(defaults)).toMatchObject({ weightedScore: 38, apScore: 2 });
  });

  it('gives a 2 at 28 (13.2 + 15 = 28.2) and a 1 at 27 (12 + 15)', () => {
    expect(compute(paper(11, 10))).toMatchObject({ weightedScore: 28, apScore: 2 });
    expect(compute(paper(10, 10))).toMatchObject({ weightedScore: 27, apScore: 1, percentile: 'Below the 10th percentile' });
  });
});

describe('invalid input', () => {
  it('accepts every slider maximum and rejects one more', () => {
    expect(compute({ mcqNoCalc: 30, mcqCalc: 15, frqCalc: 18, frqNoCalc: 36 })).not.toBeNull();
    expect(compute({ ...defaults, mcqNoCalc: 31 })).toBeNull();
    expect(compute({ ...defaults, mcqCalc: 16 })).toBeNull();
    expect(compute({ ...defaults, frqCalc: 19 })).toBeNull();
    expect(compute({ ...defaults, frqNoCalc: 37 })).toBeNull();
  });

  it('has no result for negative, fractional or non-numeric points', () => {
    expect(compute({ ...defaults, mcqCalc: -1 })).toBeNull();
    expect(compute({ ...defaults, frqCalc: 1.5 })).toBeNull();
    expect(compute({ ...defaults, frqNoCalc: Number.NaN })).toBeNull();
  });
});

describe('plausible extremes', () => {
  it('scores a perfect paper 135 (45 × 1.2 + 54 × 1.5), a 5, and a blank one 0, a 1', () => {
    expect(compute({ mcqNoCalc: 30, mcqCalc: 15, frqCalc: 18, frqNoCalc: 36 })).toMatchObject({ weightedScore: 135, apScore: 5 });
    expect(compute({ mcqNoCalc: 0, mcqCalc: 0, frqCalc: 0, frqNoCalc: 0 })).toMatchObject({ weightedScore: 0, apScore: 1 });
  });
});
