import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { compute, futureValueAfter, shortfallBandOf, type Inputs } from './compute.ts';

const defaults: Inputs = {
  childAge: 5,
  collegeStartAge: 18,
  currentSavings: 5000,
  monthlyContribution: 300,
  expectedReturn: 7,
  collegeCost: 100000,
  inflationRate: 3,
  savingsGoal: 0,
};

/** A second method: the fund month by month, growth first, then the contribution. */
function simulate(currentSavings: number, contribution: number, annualPercent: number, months: number): number {
  let balance = currentSavings;
  for (let month = 0; month < months; month += 1) balance = balance * (1 + annualPercent / 1200) + contribution;
  return balance;
}

describe('the default plan: a 5-year-old, 13 years to save', () => {
  const result = compute(defaults);

  it('saves for 13 years (18 − 5)', () => {
    expect(result?.yearsToSave).toBe(13);
  });

  it('grows $5,000 plus $300 a month at 7% compounded monthly to $88,388.05', () => {
    expect(result?.futureValue).toBeCloseTo(simulate(5000, 300, 7, 156), 6);
    expect(result?.futureValue).toBeCloseTo(88388.05, 2);
  });

  it('counts $51,800 put in (5,000 + 300 × 156) and $36,588.05 of growth', () => {
    expect(result?.totalContributions).toBe(51800);
    expect(result?.investmentGrowth).toBeCloseTo(36588.05, 2);
  });

  it('inflates $100,000 at 3% for 13 years to $146,853.37 and uses it as the goal', () => {
    // 1.03^13 = 1.4685337
    expect(result?.inflatedCost).toBeCloseTo(146853.37, 2);
    expect(result?.goal).toBeCloseTo(146853.37, 2);
  });

  it('falls short by $58,465.32, 39.8% of the goal: a moderate gap', () => {
    expect(result?.shortfall).toBeCloseTo(58465.32, 2);
    expect(result?.shortfallBand).toBe('moderate');
    expect(result?.recommendation).toMatch(/short by 40%/);
  });

  it('recommends $530.79 a month: the exact $530.7865 rounded up, so that it reaches the goal', () => {
    // By bisection on the month-by-month simulation at 40 digits (mpmath): the exact amount is
    // 530.78647653; $530.79 ends $0.89 above the goal, $530.78 $1.64 below it.
    expect(result?.recommendedMonthlyPayment).toBe(530.79);
    expect(simulate(5000, 530.79, 7, 156)).toBeGreaterThanOrEqual(146853.371345);
    expect(simulate(5000, 530.78, 7, 156)).toBeLessThan(146853.371345);
  });

  it('lists the fund year by year, from today to the first year of college', () => {
    expect(result?.byYear).toHaveLength(14);
    expect(result?.byYear[0]).toMatchObject({ year: 0, childAge: 5, balance: 5000, totalContributions: 5000, growth: 0 });
    expect(result?.byYear[1]?.balance).toBeCloseTo(simulate(5000, 300, 7, 12), 6);
    expect(result?.byYear[1]?.totalContributions).toBe(8600);
    expect(result?.byYear[13]?.balance).toBeCloseTo(88388.05, 2);
  });
});

describe('years to save', () => {
  it('is never negative: a 20-year-old starting at 18 has 0 years, and the fund is today’s savings', () => {
    const result = compute({ ...defaults, childAge: 20 });
    expect(result).toMatchObject({ yearsToSave: 0, futureValue: 5000, totalContributions: 5000, investmentGrowth: 0, inflatedCost: 100000 });
    expect(result?.shortfall).toBe(95000);
  });

  it('has no monthly amount to recommend when no months are left and the goal is not met', () => {
    expect(compute({ ...defaults, childAge: 18 })?.recommendedMonthlyPayment).toBeNull();
  });
});

describe('returns and inflation', () => {
  it('adds contributions without growth at a 0% return: $1,000 + $100 × 120 = $13,000', () => {
    const result = compute({ ...defaults, childAge: 8, currentSavings: 1000, monthlyContribution: 100, expectedReturn: 0 });
    expect(result?.futureValue).toBe(13000);
    expect(result?.investmentGrowth).toBe(0);
  });

  it('recommends the gap divided by the months at a 0% return: ($50,000 − $2,000) / 120 = $400', () => {
    const result = compute({ ...defaults, childAge: 8, currentSavings: 2000, expectedReturn: 0, collegeCost: 50000, inflationRate: 0 });
    expect(result?.recommendedMonthlyPayment).toBe(400);
  });

  it('keeps today’s cost at 0% inflation', () => {
    expect(compute({ ...defaults, inflationRate: 0 })?.inflatedCost).toBe(100000);
  });
});

describe('the savings goal', () => {
  it('replaces the inflated cost when above 0: a $50,000 goal is met, no shortfall', () => {
    const result = compute({ ...defaults, savingsGoal: 50000 });
    expect(result?.goal).toBe(50000);
    expect(result?.shortfall).toBe(0);
    expect(result?.shortfallBand).toBe('none');
    expect(result?.recommendation).toMatch(/^On track/);
  });

  it('recommends no contribution when the current savings alone reach the goal', () => {
    // 5,000 × 1.0058333^156 = 12,388.80 ≥ 12,000
    expect(compute({ ...defaults, savingsGoal: 12000 })?.recommendedMonthlyPayment).toBe(0);
  });
});

describe('shortfall bands', () => {
  it.each([
    [0, 'none'],
    [19.99, 'small'],
    [20, 'moderate'],
    [49.99, 'moderate'],
    [50, 'large'],
  ] as const)('reads a shortfall of %s on a goal of 100 as %s', (shortfall, band) => {
    expect(shortfallBandOf(shortfall, 100)).toBe(band);
  });

  it('calls a small gap nearly there and a large one a large gap', () => {
    // $10,000 goal with $8,500 saved and no time left: 15% short
    expect(compute({ ...defaults, childAge: 18, currentSavings: 8500, savingsGoal: 10000 })?.recommendation).toMatch(/^Nearly there/);
    expect(compute({ ...defaults, monthlyContribution: 0 })?.shortfallBand).toBe('large');
  });
});

describe('a vanishing return', () => {
  it('grows $5,000 + $300 × 156 to $51,800.00, never adding nothing or dividing by zero: 1e-12% a year', () => {
    // mpmath: 51800.0000000036725 at 1e-12%; the textbook ((1 + r)^m − 1) / r lost every contribution here.
    const result = compute({ ...defaults, expectedReturn: 1e-12 });
    expect((result?.futureValue ?? 0) - 51800).toBeCloseTo(3.6725e-9, 10);
    expect(result?.recommendedMonthlyPayment).toBe(909.32); // (146853.371345 − 5000) / 156 = 909.3164, rounded up
  });

  it('adds every contribution at a return too small to move 1 + r: 1e-300%', () => {
    const result = compute({ ...defaults, expectedReturn: 1e-300 });
    expect(result?.futureValue).toBe(51800);
    expect(result?.recommendedMonthlyPayment).toBe(909.32);
  });
});

describe('the recommended monthly payment always reaches the goal (property)', () => {
  it('reaches it rounded up to the cent, and a cent less does not', () => {
    const plan = fc.record({
      childAge: fc.integer({ min: 0, max: 17 }),
      collegeStartAge: fc.integer({ min: 16, max: 25 }),
      currentSavings: fc.double({ min: 0, max: 1e6, noNaN: true }),
      monthlyContribution: fc.double({ min: 0, max: 1e4, noNaN: true }),
      expectedReturn: fc.oneof(fc.constant(0), fc.double({ min: 0, max: 15, noNaN: true })),
      collegeCost: fc.double({ min: 0, max: 1e7, noNaN: true }),
      inflationRate: fc.double({ min: 0, max: 10, noNaN: true }),
      savingsGoal: fc.oneof(fc.constant(0), fc.double({ min: 0, max: 1e7, noNaN: true })),
    });
    fc.assert(
      fc.property(plan, (inputs) => {
        const result = compute(inputs);
        if (!result || result.recommendedMonthlyPayment === null || result.recommendedMonthlyPayment === 0) return;
        const months = Math.round(result.yearsToSave * 12);
        const rate = inputs.expectedReturn / 1200;
        const payment = result.recommendedMonthlyPayment;
        expect(Number.isInteger(Math.round(payment * 100))).toBe(true);
        expect(Math.abs(payment * 100 - Math.round(payment * 100))).toBeLessThan(1e-6);
        expect(futureValueAfter(months, rate, inputs.currentSavings, payment)).toBeGreaterThanOrEqual(result.goal);
        expect(futureValueAfter(months, rate, inputs.currentSavings, payment - 0.01)).toBeLessThan(result.goal);
      }),
      { numRuns: 500 },
    );
  });
});

describe('invalid input', () => {
  it.each([
    ['a blank child age', { childAge: Number.NaN }],
    ['negative savings', { currentSavings: -1 }],
    ['a negative contribution', { monthlyContribution: -5 }],
    ['a negative goal', { savingsGoal: -1 }],
  ])('has no result for %s', (_, patch) => {
    expect(compute({ ...defaults, ...patch })).toBeNull();
  });
});

describe('plausible extremes', () => {
  it('saves from birth to 25 at 15%: $50 a month grows to $162,176.48; $64.56 a month meets the $209,377.79 inflated cost', () => {
    // python3 (mpmath): r = 0.0125, 300 months: 50 × ((1 + r)^300 − 1) / r = 162,176.4808; 100,000 × 1.03^25 = 209,377.7930;
    // (209,377.7930) / (((1 + r)^300 − 1) / r) = 64.5525 → rounded up to the cent, 64.56
    const result = compute({ ...defaults, childAge: 0, collegeStartAge: 25, currentSavings: 0, monthlyContribution: 50, expectedReturn: 15 });
    expect(result?.yearsToSave).toBe(25);
    expect(result?.futureValue).toBeCloseTo(162_176.48, 2);
    expect(result?.inflatedCost).toBeCloseTo(209_377.79, 2);
    expect(result?.recommendedMonthlyPayment).toBe(64.56);
  });

  it('has no months left for a 17-year-old starting college at 16: the savings are all there is', () => {
    expect(compute({ ...defaults, childAge: 17, collegeStartAge: 16 })).toMatchObject({ yearsToSave: 0, futureValue: 5000, recommendedMonthlyPayment: null });
  });
});
