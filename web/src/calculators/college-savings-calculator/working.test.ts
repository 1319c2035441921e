import { describe, expect, it } from 'vitest';
import { compute, type Inputs } from './compute.ts';
import { savingsWorking } from './working.ts';

const inputs: Inputs = {
  childAge: 5,
  collegeStartAge: 18,
  currentSavings: 5000,
  monthlyContribution: 300,
  expectedReturn: 7,
  collegeCost: 100000,
  inflationRate: 3,
  savingsGoal: 0,
};

function workingFor(overrides: Partial<Inputs> = {}) {
  const all = { ...inputs, ...overrides };
  const result = compute(all);
  if (!result) throw new Error('no result');
  return savingsWorking(all, result);
}

// Worked by hand with python3's Decimal (50 digits), for the page's first view:
//   m = 13 × 12 = 156, r = 0.07 / 12 = 0.00583333…, (1 + r)^156 = 2.47776293349214…
//   savings 5000 × 2.47776293349214 = 12,388.8146674607; contributions 300 × (2.4777629… − 1) / r = 75,999.2365795961
//   future value 88,388.0512470568; cost 100,000 × 1.03^13 = 100,000 × 1.46853371345156 = 146,853.371345156
//   shortfall 58,465.3200980996; end of year 1: 9,079.22599117330 (8,600 put in), year 2: 13,453.3395590794 (12,200)
describe('the savings projection worked with the visitor’s numbers', () => {
  it('compounds the savings and the contributions, then inflates the cost', () => {
    const working = workingFor();
    expect(working.months).toBe(156);
    expect(working.growthFactor).toBeCloseTo(2.47776293349214, 12);
    expect(working.savingsGrown).toBeCloseTo(12388.8146674607, 8);
    expect(working.contributionsGrown).toBeCloseTo(75999.2365795961, 8);
    expect(working.inflationFactor).toBeCloseTo(1.46853371345156, 12);
    expect(working.lines).toEqual([
      'Years to save = 18 − 5 = 13; months m = 13 × 12 = 156',
      'Monthly return r = 7% ÷ 12 = 0.583333% = 0.00583333',
      'Growth factor (1 + r)^m = (1 + 0.00583333)^156 = 2.47776',
      'Current savings grow to S·(1 + r)^m = $5,000.00 × 2.47776 = $12,388.81',
      'Monthly contributions grow to C·((1 + r)^m − 1) / r = $300.00 × (2.47776 − 1) / 0.00583333 = $75,999.24',
      'Future value = $12,388.81 + $75,999.24 = $88,388.05',
      'End of year 1: balance $9,079.23 = $8,600.00 put in + $479.23 growth',
      'End of year 2: balance $13,453.34 = $12,200.00 put in + $1,253.34 growth',
      'Cost when college starts = $100,000.00 × (1 + 0.03)^13 = $100,000.00 × 1.46853 = $146,853.37',
      'Shortfall = $146,853.37 − $88,388.05 = $58,465.32',
    ]);
  });

  it('adds the contributions up at a 0% return: $300 × 156 = $46,800', () => {
    const working = workingFor({ expectedReturn: 0 });
    expect(working.contributionsGrown).toBe(46800);
    expect(working.lines[1]).toBe('At a 0% return nothing compounds: the fund is what you put in');
    expect(working.lines[2]).toBe('Monthly contributions: $300.00 × 156 = $46,800.00');
  });

  it('says there is no shortfall when the fund covers a set goal', () => {
    expect(workingFor({ savingsGoal: 50000 }).lines.at(-1)).toBe('No shortfall: $88,388.05 covers your goal of $50,000.00');
  });
});
