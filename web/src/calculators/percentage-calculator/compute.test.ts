import { describe, expect, it } from 'vitest';
import { compute, percentageProblem } from './compute.ts';

describe('percentage change', () => {
  it('is 25% from 100 to 125', () => {
    expect(compute({ value1: 100, value2: 125, mode: 'change' })).toMatchObject({ percentage: 25, absoluteDifference: 25 });
  });

  it('is negative for a fall: 50 to 40 is -20%', () => {
    expect(compute({ value1: 50, value2: 40, mode: 'change' })?.percentage).toBe(-20);
  });

  it('rounds to 2 decimals: 3 to 4 is 33.33%, 3 to 5 is 66.67%', () => {
    expect(compute({ value1: 3, value2: 4, mode: 'change' })?.percentage).toBe(33.33);
    expect(compute({ value1: 3, value2: 5, mode: 'change' })?.percentage).toBe(66.67);
  });

  it('rounds half away from zero on the decimal value: 200 to 202.01 is 1.01% (1.005 up)', () => {
    // (202.01 − 200) / 200 × 100 = 1.005 exactly in decimal
    expect(compute({ value1: 200, value2: 202.01, mode: 'change' })?.percentage).toBe(1.01);
  });

  it('has no percentage for a change from 0, which has no base, and its formula says so: 0 to 50 is not "no change"', () => {
    const result = compute({ value1: 0, value2: 50, mode: 'change' });
    expect(result).toMatchObject({ percentage: null, absoluteDifference: 50 });
    expect(result?.formula).toBe('((50 − 0) / |0|) × 100 is not defined: a change from 0 has no base to compare with');
    expect(compute({ value1: 0, value2: -3, mode: 'change' })).toMatchObject({ percentage: null, absoluteDifference: 3 });
    expect(percentageProblem({ value1: 0, value2: 50, mode: 'change' })).toBeNull();
  });

  it('reads a rise between negative numbers as a positive change: -50 to -25 is +50%', () => {
    expect(compute({ value1: -50, value2: -25, mode: 'change' })?.percentage).toBe(50);
  });

  it('shows the worked formula', () => {
    expect(compute({ value1: 40, value2: 50, mode: 'change' })?.formula).toBe('((50 − 40) / |40|) × 100 = 25%');
  });

  it('writes the formula with thousands separators: 1,000 to 15,625,000 is a change of 1,562,400%', () => {
    // (15,625,000 − 1,000) / 1,000 × 100 = 15,624 × 100 = 1,562,400.
    expect(compute({ value1: 1000, value2: 15_625_000, mode: 'change' })?.formula).toBe('((15,625,000 − 1,000) / |1,000|) × 100 = 1,562,400%');
    // 2,500.5% of 1,234,567 = 25.005 × 1,234,567 = 30,870,347.835.
    expect(compute({ value1: 2500.5, value2: 1_234_567, mode: 'of' })?.formula).toBe('2,500.5% × 1,234,567 = (2,500.5 / 100) × 1,234,567 = 30,870,347.835');
  });
});

describe('percentage difference', () => {
  it('is 22.22% between 40 and 50 (10 over a mean of 45)', () => {
    expect(compute({ value1: 40, value2: 50, mode: 'difference' })).toMatchObject({ percentage: 22.22, absoluteDifference: 10 });
  });

  it('is symmetric in its two values', () => {
    const forward = compute({ value1: 12, value2: 30, mode: 'difference' });
    const backward = compute({ value1: 30, value2: 12, mode: 'difference' });
    // 18 / 21 × 100 = 85.714…
    expect(forward?.percentage).toBe(85.71);
    expect(backward?.percentage).toBe(85.71);
  });

  it('is 200% between 0 and any non-zero value', () => {
    expect(compute({ value1: 0, value2: 7, mode: 'difference' })?.percentage).toBe(200);
  });

  it('gives 0 when the mean is 0: 5 and -5', () => {
    expect(compute({ value1: 5, value2: -5, mode: 'difference' })).toMatchObject({ percentage: 0, absoluteDifference: 10 });
  });

  it('is never negative for two negative values: -40 and -50 is 22.22%', () => {
    expect(compute({ value1: -40, value2: -50, mode: 'difference' })?.percentage).toBe(22.22);
  });

  it('keeps the absolute difference free of binary noise: 0.3 and 0.1 differ by 0.2', () => {
    expect(compute({ value1: 0.3, value2: 0.1, mode: 'difference' })?.absoluteDifference).toBe(0.2);
  });
});

describe('invalid input', () => {
  it('has no result when both values are 0', () => {
    expect(compute({ value1: 0, value2: 0, mode: 'change' })).toBeNull();
    expect(compute({ value1: 0, value2: 0, mode: 'difference' })).toBeNull();
  });

  it('has no result for a value that is not a number', () => {
    expect(compute({ value1: Number.NaN, value2: 5, mode: 'change' })).toBeNull();
    expect(compute({ value1: 5, value2: Number.POSITIVE_INFINITY, mode: 'difference' })).toBeNull();
  });
});

describe('percentages too large to show', () => {
  it('says why a change from a value very close to 0 has no result: 1e-300 to 1', () => {
    // 100 × (1 − 1e-300) / 1e-300 = 1e302%: beyond a million billion percent, its digits lost.
    const inputs = { value1: 1e-300, value2: 1, mode: 'change' } as const;
    expect(compute(inputs)).toBeNull();
    expect(percentageProblem(inputs)).toMatch(/^The change is too large to show/);
  });

  it('gives no result rather than Infinity for a change from the smallest double: 5e-324 to 1e15', () => {
    expect(compute({ value1: 5e-324, value2: 1e15, mode: 'change' })).toBeNull();
  });

  it('says why two values with a mean very close to 0 have no difference to show: 1e15 and −999,999,999,999,999.9 (mean 0.05)', () => {
    const inputs = { value1: 1e15, value2: -999999999999999.9, mode: 'difference' } as const;
    expect(compute(inputs)).toBeNull();
    expect(percentageProblem(inputs)).toMatch(/^The difference is too large to show/);
  });

  it('still shows a million billion percent: 1 to 10,000,000,000,001 is 1e15%', () => {
    expect(compute({ value1: 1, value2: 10_000_000_000_001, mode: 'change' })?.percentage).toBe(1e15);
  });
});

describe('X% of Y (mode=of)', () => {
  it('is 12 for 15% of 80', () => {
    expect(compute({ value1: 15, value2: 80, mode: 'of' })).toMatchObject({ percentage: 15, amount: 12, formula: '15% × 80 = (15 / 100) × 80 = 12' });
  });

  it('keeps the cents of 7.5% of 19.99 (1.49925) and works with a negative amount', () => {
    expect(compute({ value1: 7.5, value2: 19.99, mode: 'of' })?.amount).toBe(1.49925);
    expect(compute({ value1: 20, value2: -45, mode: 'of' })?.amount).toBe(-9);
  });

  it('is 0 of 0% and has no answer only when both values are 0', () => {
    expect(compute({ value1: 0, value2: 80, mode: 'of' })?.amount).toBe(0);
    expect(compute({ value1: 0, value2: 0, mode: 'of' })).toBeNull();
  });
});

describe('X is what % of Y (mode=what-percent)', () => {
  it('is 25% for 20 of 80, and 33.33% for 1 of 3', () => {
    expect(compute({ value1: 20, value2: 80, mode: 'what-percent' })).toMatchObject({ percentage: 25, formula: '(20 / 80) × 100 = 25%' });
    expect(compute({ value1: 1, value2: 3, mode: 'what-percent' })?.percentage).toBe(33.33);
  });

  it('goes above 100% for a part larger than the whole: 150 of 120 is 125%', () => {
    expect(compute({ value1: 150, value2: 120, mode: 'what-percent' })?.percentage).toBe(125);
  });

  it('has no answer for a whole of 0, and says why', () => {
    expect(compute({ value1: 5, value2: 0, mode: 'what-percent' })).toBeNull();
    expect(percentageProblem({ value1: 5, value2: 0, mode: 'what-percent' })).toBe('No number is a percentage of 0: enter a whole (Y) other than 0.');
  });
});

describe('plausible extremes', () => {
  it('takes a price that rose from 1 cent to a million: +9,999,999,900%', () => {
    expect(compute({ value1: 0.01, value2: 1_000_000, mode: 'change' })?.percentage).toBe(9_999_999_900);
  });

  it('takes a 15% tip on $1,234,567.89 and 0.001% of a trillion', () => {
    expect(compute({ value1: 15, value2: 1_234_567.89, mode: 'of' })?.amount).toBe(185_185.1835);
    expect(compute({ value1: 0.001, value2: 1e12, mode: 'of' })?.amount).toBe(10_000_000);
  });
});
