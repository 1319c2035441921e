import { describe, expect, it } from 'vitest';
import { compareWithAverage, compute, nationalAverages, roomAndBoardFor, tipsFor, type Inputs } from './compute.ts';

const defaults: Inputs = {
  tuitionPerYear: 25000,
  roomAndBoard: 12000,
  booksAndSupplies: 1200,
  personalExpenses: 2000,
  transportation: 1000,
  degreeLength: 4,
  inflationRate: 3,
  schoolType: 'public-instate',
  livingArrangement: 'on-campus',
};

// Yearly cost 25,000 + 12,000 + 1,200 + 2,000 + 1,000 = 41,200.
// Inflation factors for years 1-4 at 3%: 1 + 1.03 + 1.0609 + 1.092727 = 4.183627.

describe('totals', () => {
  const result = compute(defaults);

  it('costs $164,800 at current rates (41,200 × 4)', () => {
    expect(result?.totalCostCurrentRates).toBe(164800);
  });

  it('costs $172,365.43 with 3% inflation from the second year (41,200 × 4.183627)', () => {
    expect(result?.totalCostWithInflation).toBeCloseTo(172365.4324, 4);
  });

  it('averages $43,091.36 a year with inflation', () => {
    expect(result?.averageCostPerYear).toBeCloseTo(43091.3581, 4);
  });

  it('lists each year: the first at today’s price, the second 3% higher', () => {
    expect(result?.byYear.map((year) => year.total)).toEqual([41200, 42436, expect.closeTo(43709.08, 6), expect.closeTo(45020.3524, 6)]);
    expect(result?.byYear.at(-1)?.cumulative).toBeCloseTo(172365.4324, 4);
    expect(result?.byYear.map((year) => year.cumulativeCurrentRates)).toEqual([41200, 82400, 123600, 164800]);
  });

  it('breaks the inflated total down per category over the degree: tuition $104,590.68', () => {
    expect(result?.costBreakdown.tuitionPerYear).toBeCloseTo(25000 * 4.183627, 4);
    expect(result?.costBreakdown.roomAndBoard).toBeCloseTo(12000 * 4.183627, 4);
    expect(result?.costBreakdown.transportation).toBeCloseTo(4183.627, 4);
  });

  it('has no inflation to add at 0%: both totals are equal', () => {
    const result = compute({ ...defaults, inflationRate: 0 });
    expect(result?.totalCostWithInflation).toBe(164800);
  });

  it('counts a half last year in proportion: 4.5 years at 0% inflation is 4.5 × 41,200', () => {
    const result = compute({ ...defaults, degreeLength: 4.5, inflationRate: 0 });
    expect(result?.totalCostWithInflation).toBeCloseTo(185400, 6);
    expect(result?.byYear).toHaveLength(5);
  });

  it('does not change any amount with the school type', () => {
    const other = compute({ ...defaults, schoolType: 'private' });
    expect(other?.totalCostWithInflation).toBe(result?.totalCostWithInflation);
    expect(other?.costBreakdown).toEqual(result?.costBreakdown);
  });
});

describe('national averages', () => {
  it('holds the four school types’ yearly costs', () => {
    expect(nationalAverages['public-instate']).toEqual({
      tuitionPerYear: 10560,
      roomAndBoard: 11950,
      booksAndSupplies: 1240,
      personalExpenses: 2250,
      transportation: 1230,
    });
    expect(nationalAverages['public-outstate']).toEqual({
      tuitionPerYear: 27020,
      roomAndBoard: 11950,
      booksAndSupplies: 1240,
      personalExpenses: 2250,
      transportation: 1230,
    });
    expect(nationalAverages.private).toEqual({
      tuitionPerYear: 37650,
      roomAndBoard: 13620,
      booksAndSupplies: 1240,
      personalExpenses: 2250,
      transportation: 1230,
    });
    expect(nationalAverages.community).toEqual({
      tuitionPerYear: 3770,
      roomAndBoard: 8660,
      booksAndSupplies: 1460,
      personalExpenses: 2250,
      transportation: 1800,
    });
  });
});

describe('comparison with the national average', () => {
  // Public in-state average: 10,560 + 11,950 + 1,240 + 2,250 + 1,230 = 27,230 a year.
  it('reads the defaults as 51% above the public in-state average of $27,230', () => {
    const comparison = compute(defaults)?.comparison;
    expect(comparison).toMatchObject({ status: 'above', averageYearlyCost: 27230 });
    expect(comparison?.text).toBe('Above average: $41,200 a year is 51% more than the national average of $27,230 a year for public in-state schools.');
  });

  it('is close to average at exactly 10% above and 10% below', () => {
    expect(compareWithAverage(29953, 'public-instate').status).toBe('close');
    expect(compareWithAverage(24507, 'public-instate').status).toBe('close');
  });

  it('is above or below just past 10%', () => {
    expect(compareWithAverage(29954, 'public-instate').status).toBe('above');
    expect(compareWithAverage(24506, 'public-instate').status).toBe('below');
  });

  it('says close to average in words', () => {
    expect(compareWithAverage(27230, 'public-instate').text).toMatch(/^Close to average: \$27,230 a year is within 10%/);
  });
});

describe('tips', () => {
  const average = { ...nationalAverages['public-instate'], schoolType: 'public-instate', livingArrangement: 'off-campus' } as const;

  it('gives only the general tip when nothing stands out', () => {
    expect(tipsFor(average, 100000)).toEqual(['general']);
  });

  it('flags tuition above 120% of the average (12,672 for public in-state), not at it', () => {
    expect(tipsFor({ ...average, tuitionPerYear: 12672 }, 0)).toEqual(['general']);
    expect(tipsFor({ ...average, tuitionPerYear: 12673 }, 0)).toEqual(['tuition']);
  });

  it('flags room and board above 120% of the average (14,340)', () => {
    expect(tipsFor({ ...average, roomAndBoard: 14340 }, 0)).toEqual(['general']);
    expect(tipsFor({ ...average, roomAndBoard: 14341 }, 0)).toEqual(['room-and-board']);
  });

  it('flags books above 130% of the average (1,612)', () => {
    expect(tipsFor({ ...average, booksAndSupplies: 1612 }, 0)).toEqual(['general']);
    expect(tipsFor({ ...average, booksAndSupplies: 1613 }, 0)).toEqual(['books']);
  });

  it('flags an inflated total above $100,000', () => {
    expect(tipsFor(average, 100000.01)).toEqual(['total']);
  });

  it('flags on-campus room and board above $15,000, and only on campus', () => {
    const community = { ...nationalAverages.community, schoolType: 'community', livingArrangement: 'on-campus' } as const;
    expect(tipsFor({ ...community, roomAndBoard: 15000 }, 0)).toEqual(['room-and-board']);
    expect(tipsFor({ ...community, roomAndBoard: 15001 }, 0)).toEqual(['room-and-board', 'on-campus']);
    expect(tipsFor({ ...community, roomAndBoard: 15001, livingArrangement: 'off-campus' }, 0)).toEqual(['room-and-board']);
  });

  it('gives the defaults the tuition and total tips', () => {
    expect(compute(defaults)?.recommendations.map((tip) => tip.id)).toEqual(['tuition', 'total']);
  });
});

describe('invalid input', () => {
  it.each([
    ['a blank tuition', { tuitionPerYear: Number.NaN }],
    ['a negative cost', { transportation: -1 }],
    ['a zero degree length', { degreeLength: 0 }],
    ['a degree of a million years, which built a million-row table', { degreeLength: 1_000_000 }],
    ['a degree longer than the field allows (8 years)', { degreeLength: 9 }],
  ])('has no result for %s', (_, patch) => {
    expect(compute({ ...defaults, ...patch })).toBeNull();
  });
});

describe('living arrangement', () => {
  it('sets room and board to $0 when living with parents', () => {
    expect(roomAndBoardFor(12000, 'on-campus', 'with-parents', 'public-instate')).toBe(0);
    expect(roomAndBoardFor('120', 'off-campus', 'with-parents', 'private')).toBe(0);
  });

  it('starts from the national average on moving out: $11,950 public, $13,620 private, $8,660 community', () => {
    expect(roomAndBoardFor(0, 'with-parents', 'on-campus', 'public-instate')).toBe(11950);
    expect(roomAndBoardFor(0, 'with-parents', 'off-campus', 'private')).toBe(13620);
    expect(roomAndBoardFor(0, 'with-parents', 'on-campus', 'community')).toBe(8660);
  });

  it('keeps the amount entered between on and off campus', () => {
    expect(roomAndBoardFor(9800, 'on-campus', 'off-campus', 'public-instate')).toBe(9800);
    expect(roomAndBoardFor('98', 'off-campus', 'on-campus', 'public-instate')).toBe('98');
  });

  it('changes the total: with parents, 4 years of $25,000 + $1,200 + $2,000 + $1,000 at 3% is $122,161.91 instead of $172,365.43', () => {
    const costs = { tuitionPerYear: 25000, roomAndBoard: 12000, booksAndSupplies: 1200, personalExpenses: 2000, transportation: 1000 };
    const inputs = { ...costs, degreeLength: 4, inflationRate: 3, schoolType: 'public-instate', livingArrangement: 'on-campus' } as const;
    // python3 Decimal: 41,200 × (1 + 1.03 + 1.0609 + 1.092727) = 41,200 × 4.183627 = 172,365.4324; 29,200 × 4.183627 = 122,161.9084
    expect(compute(inputs)?.totalCostWithInflation).toBeCloseTo(172365.4324, 6);
    const atHome = roomAndBoardFor(inputs.roomAndBoard, 'on-campus', 'with-parents', 'public-instate');
    expect(compute({ ...inputs, roomAndBoard: atHome, livingArrangement: 'with-parents' })?.totalCostWithInflation).toBeCloseTo(122161.9084, 6);
  });
});

describe('plausible extremes', () => {
  it('costs an 8-year degree at 10% inflation $471,158.59 ($41,200 a year, 1.1^0 … 1.1^7)', () => {
    // python3 (fractions): 41,200 × (1.1⁸ − 1) / 0.1 = 471,158.58972
    const result = compute({ ...defaults, degreeLength: 8, inflationRate: 10 });
    expect(result?.totalCostWithInflation).toBeCloseTo(471_158.59, 2);
    expect(result?.averageCostPerYear).toBeCloseTo(58_894.82, 2);
  });

  it('costs a one-year certificate at today’s prices', () => {
    expect(compute({ ...defaults, degreeLength: 1 })).toMatchObject({ totalCostCurrentRates: 41_200, totalCostWithInflation: 41_200 });
  });
});
