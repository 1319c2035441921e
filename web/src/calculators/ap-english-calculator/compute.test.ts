import { describe, expect, it } from 'vitest';
import { compute, type Essay, type Inputs } from './compute.ts';

const essay = (thesis: number, evidence: number, sophistication: number): Essay => ({ thesis, evidence, sophistication });
const defaultEssay = essay(1, 2, 1);

/** Inputs with a free-response total of 10 points: 4 + 4 + 2. */
function withFrqTen(mcReading: number, mcWriting: number): Inputs {
  return { mcReading, mcWriting, frq1: defaultEssay, frq2: defaultEssay, frq3: essay(0, 2, 0) };
}

function withNoFrq(mcReading: number, mcWriting: number): Inputs {
  const blank = essay(0, 0, 0);
  return { mcReading, mcWriting, frq1: blank, frq2: blank, frq3: blank };
}

const defaults: Inputs = { mcReading: 12, mcWriting: 10, frq1: defaultEssay, frq2: defaultEssay, frq3: defaultEssay };

describe('totals and weighted score', () => {
  it('adds reading and writing into the MC total and the nine rubric rows into the FRQ total', () => {
    expect(compute(defaults)).toMatchObject({ mcTotal: 22, frTotal: 12 });
  });

  it('weights the FRQ total by 3.055 and rounds: defaults give 22 + 36.66 = 58.66 → 59, a 4', () => {
    expect(compute(defaults)).toMatchObject({ weightedScore: 59, apScore: 4 });
  });

  it('rounds down below a half: 10 + 7 × 3.055 = 31.385 → 31', () => {
    const inputs: Inputs = { mcReading: 6, mcWriting: 4, frq1: essay(1, 2, 0), frq2: essay(1, 2, 0), frq3: essay(0, 1, 0) };
    expect(compute(inputs)).toMatchObject({ mcTotal: 10, frTotal: 7, weightedScore: 31, apScore: 1 });
  });

  it('reaches 100 with a perfect paper: 45 + 18 × 3.055 = 99.99 → 100', () => {
    const perfect = essay(1, 4, 1);
    expect(compute({ mcReading: 24, mcWriting: 21, frq1: perfect, frq2: perfect, frq3: perfect })).toMatchObject({
      mcTotal: 45,
      frTotal: 18,
      weightedScore: 100,
      apScore: 5,
    });
  });

  it('gives 0 and a 1 for an empty paper', () => {
    expect(compute(withNoFrq(0, 0))).toMatchObject({ weightedScore: 0, apScore: 1, percentile: 0 });
  });
});

describe('score bands (weighted score at each cut-off and one point below)', () => {
  it('gives a 5 at 71 (40 + 30.55 = 70.55 → 71) and a 4 at 70 (39 + 30.55 → 70)', () => {
    expect(compute(withFrqTen(24, 16))).toMatchObject({ weightedScore: 71, apScore: 5 });
    expect(compute(withFrqTen(24, 15))).toMatchObject({ weightedScore: 70, apScore: 4 });
  });

  it('gives a 4 at 59 and a 3 at 58 (21 + 36.66 = 57.66 → 58)', () => {
    expect(compute(defaults)).toMatchObject({ weightedScore: 59, apScore: 4 });
    expect(compute({ ...defaults, mcWriting: 9 })).toMatchObject({ weightedScore: 58, apScore: 3 });
  });

  it('gives a 3 at 45 and a 2 at 44', () => {
    expect(compute(withNoFrq(24, 21))).toMatchObject({ weightedScore: 45, apScore: 3 });
    expect(compute(withNoFrq(24, 20))).toMatchObject({ weightedScore: 44, apScore: 2 });
  });

  it('gives a 2 at 32 and a 1 at 31', () => {
    expect(compute(withNoFrq(20, 12))).toMatchObject({ weightedScore: 32, apScore: 2 });
    expect(compute(withNoFrq(20, 11))).toMatchObject({ weightedScore: 31, apScore: 1 });
  });
});

describe('share of students and percentile', () => {
  // Shares: 5 → 13.2, 4 → 17.4, 3 → 26.1, 2 → 19.0, 1 → 24.3 (they sum to 100).
  it('puts a 5 above 86.8% of students (100 − 13.2), 13.2% of whom earn a 5', () => {
    expect(compute(withFrqTen(24, 16))).toMatchObject({ scoreShare: 13.2, percentile: 86.8 });
  });

  it('puts a 4 above 69.4% (24.3 + 19.0 + 26.1)', () => {
    expect(compute(defaults)).toMatchObject({ scoreShare: 17.4, percentile: 69.4 });
  });

  it('puts a 3 above 43.3% (24.3 + 19.0)', () => {
    expect(compute(withNoFrq(24, 21))).toMatchObject({ scoreShare: 26.1, percentile: 43.3 });
  });

  it('puts a 2 above 24.3% and a 1 above nobody', () => {
    expect(compute(withNoFrq(20, 12))).toMatchObject({ scoreShare: 19, percentile: 24.3 });
    expect(compute(withNoFrq(20, 11))).toMatchObject({ scoreShare: 24.3, percentile: 0 });
  });

  it('has a different encouragement for every score', () => {
    const messages = [withFrqTen(24, 16), defaults, withNoFrq(24, 21), withNoFrq(20, 12), withNoFrq(0, 0)].map((inputs) => compute(inputs)?.encouragement);
    expect(new Set(messages).size).toBe(5);
    expect(messages[0]).toMatch(/^Outstanding!/);
  });
});

describe('invalid input', () => {
  it('has no result when a count is above its slider maximum', () => {
    expect(compute({ ...defaults, mcReading: 25 })).toBeNull();
    expect(compute({ ...defaults, mcWriting: 22 })).toBeNull();
    expect(compute({ ...defaults, frq2: essay(2, 2, 1) })).toBeNull();
    expect(compute({ ...defaults, frq3: essay(1, 5, 1) })).toBeNull();
    expect(compute({ ...defaults, frq1: essay(1, 2, 2) })).toBeNull();
  });

  it('accepts every maximum exactly', () => {
    expect(compute({ ...defaults, mcReading: 24, mcWriting: 21, frq1: essay(1, 4, 1) })).not.toBeNull();
  });

  it('has no result for negative, fractional or non-numeric counts', () => {
    expect(compute({ ...defaults, mcReading: -1 })).toBeNull();
    expect(compute({ ...defaults, mcWriting: 2.5 })).toBeNull();
    expect(compute({ ...defaults, frq1: essay(1, Number.NaN, 1) })).toBeNull();
  });
});

describe('plausible extremes', () => {
  it('scores a perfect paper 100 (45 + 18 × 3.055 = 99.99), a 5, and a blank one 0, a 1', () => {
    const perfect = essay(1, 4, 1);
    expect(compute({ mcReading: 24, mcWriting: 21, frq1: perfect, frq2: perfect, frq3: perfect })).toMatchObject({ weightedScore: 100, apScore: 5 });
    const blank = essay(0, 0, 0);
    expect(compute({ mcReading: 0, mcWriting: 0, frq1: blank, frq2: blank, frq3: blank })).toMatchObject({ weightedScore: 0, apScore: 1, percentile: 0 });
  });
});
