import { describe, expect, it } from 'vitest';
import { compute, findProblem } from './compute.ts';

const ratio = (value1: number, value2: number, simplify = true) => compute({ value1, value2, simplify });

describe('simplifying to lowest terms', () => {
  it('simplifies 8:12 to 2:3 (gcd 4)', () => {
    expect(ratio(8, 12)).toMatchObject({ ratio: '8:12', simplified: '2:3' });
  });

  it('simplifies the decimal ratio 1.5:2.5 exactly to 3:5 (×10, then gcd 5)', () => {
    const result = ratio(1.5, 2.5);
    expect(result?.simplified).toBe('3:5');
    expect(result?.steps).toEqual([
      'Write the ratio: 1.5:2.5',
      'Multiply both by 10 to clear the decimals: 15:25',
      'Divide both by their greatest common divisor, 5: 3:5',
      'Decimal: 1.5 ÷ 2.5 = 0.6',
      'Percentage: 0.6 × 100 = 60%',
    ]);
  });

  it('simplifies 0.25:1 to 1:4 (×100 gives 25:100, gcd 25)', () => {
    expect(ratio(0.25, 1)?.simplified).toBe('1:4');
  });

  it('scales by the larger number of decimals: 0.1:0.25 is 10:25, so 2:5', () => {
    expect(ratio(0.1, 0.25)?.simplified).toBe('2:5');
  });

  it('is exact where binary arithmetic is not: 0.3:0.1 is 3:1', () => {
    expect(ratio(0.3, 0.1)?.simplified).toBe('3:1');
  });

  it('keeps a ratio already in lowest terms: 7:9', () => {
    const result = ratio(7, 9);
    expect(result?.simplified).toBe('7:9');
    expect(result?.steps[1]).toBe('The greatest common divisor is 1, so 7:9 is already in lowest terms');
  });

  it('reads tiny and huge numbers exactly: 1e-7:3e-7 is 1:3, 2e21:4e21 is 1:2', () => {
    expect(ratio(1e-7, 3e-7)?.simplified).toBe('1:3');
    expect(ratio(2e21, 4e21)?.simplified).toBe('1:2');
  });

  it('keeps the sign of one negative value: -8:12 is -2:3, and two negatives make 2:3', () => {
    expect(ratio(-8, 12)?.simplified).toBe('-2:3');
    expect(ratio(-8, -12)?.simplified).toBe('2:3');
  });

  it('simplifies with a zero: 0:5 is 0:1 and 5:0 is 1:0', () => {
    expect(ratio(0, 5)?.simplified).toBe('0:1');
    expect(ratio(5, 0)?.simplified).toBe('1:0');
  });

  it('leaves the ratio as entered when simplify is off', () => {
    expect(ratio(8, 12, false)).toMatchObject({ ratio: '8:12', simplified: '8:12', decimal: 0.666667 });
    expect(ratio(8, 12, false)?.steps).toEqual(['Write the ratio: 8:12', 'Decimal: 8 ÷ 12 = 0.666667', 'Percentage: 0.666667 × 100 = 66.666667%']);
  });
});

describe('decimal and percentage', () => {
  it('gives 8:12 the decimal 0.666667 and 66.666667% (6 decimals)', () => {
    expect(ratio(8, 12)).toMatchObject({ decimal: 0.666667, percentage: 66.666667 });
  });

  it('gives 12:8 the decimal 1.5 and 150%', () => {
    expect(ratio(12, 8)).toMatchObject({ decimal: 1.5, percentage: 150 });
  });

  it('has none when the second value is 0', () => {
    expect(ratio(5, 0)).toMatchObject({ decimal: null, percentage: null });
  });
});

describe('interpretation (2 decimals)', () => {
  it('says how many times the second the first is when the decimal is above 1: 12:8', () => {
    expect(ratio(12, 8)?.interpretation).toBe('12 is 1.5 times 8.');
  });

  it('says what share of the second the first is, and the other way round, when the decimal is below 1: 8:12', () => {
    // 8 / 12 = 0.6666… → 66.67%; 12 / 8 = 1.5.
    expect(ratio(8, 12)?.interpretation).toBe('8 is 66.67% of 12, and 12 is 1.5 times 8.');
  });

  it('writes large values with separators and a tiny share with its first 2 significant digits: 3:2,000,000', () => {
    // 3 / 2,000,000 = 0.0000015 → 0.00015%; 2,000,000 / 3 = 666,666.666… → 666,666.67.
    expect(ratio(3, 2_000_000)?.interpretation).toBe('3 is 0.00015% of 2,000,000, and 2,000,000 is 666,666.67 times 3.');
  });

  it('says equal (1:1) at exactly 1: 5:5', () => {
    expect(ratio(5, 5)?.interpretation).toBe('The two values are equal (1:1).');
  });

  it('compares sizes when the signs differ', () => {
    expect(ratio(-3, 1)?.interpretation).toBe('The values have opposite signs; in size, 3 is 3 times 1.');
  });

  it('explains a zero first or second value', () => {
    expect(ratio(0, 4)?.interpretation).toBe('The first value is 0: it is 0% of the second.');
    expect(ratio(4, 0)?.interpretation).toBe('The second value is 0, so the first cannot be expressed as a multiple of it.');
  });
});

describe('no ratio', () => {
  it('has no result for 0:0', () => {
    expect(ratio(0, 0)).toBeNull();
    expect(findProblem({ value1: 0, value2: 0, simplify: true })).toBe('both-zero');
  });

  it('has no result for a missing value', () => {
    expect(ratio(Number.NaN, 3)).toBeNull();
    expect(findProblem({ value1: 2, value2: Number.NaN, simplify: true })).toBe('not-a-number');
  });
});

describe('values too far apart to show', () => {
  it('has no result, with a reason, when one value is more than ten trillion times the other: 1e15 : 5e-324', () => {
    // 1e15 / 5e-324 overflows to Infinity; its percentage would read Infinity%.
    expect(findProblem({ value1: 1e15, value2: 5e-324, simplify: true })).toBe('too-far-apart');
    expect(compute({ value1: 1e15, value2: 5e-324, simplify: true })).toBeNull();
    expect(compute({ value1: 1e-9, value2: 1e9, simplify: false })).toBeNull();
  });

  it('still shows ten trillion to one: 1e13 : 1 is 1e13 and 1e15%', () => {
    expect(compute({ value1: 1e13, value2: 1, simplify: true })).toMatchObject({ simplified: '10000000000000:1', decimal: 1e13, percentage: 1e15 });
  });

  it('has no result for a value beyond 1e300', () => expect(compute({ value1: 1e301, value2: 1e301, simplify: true })).toBeNull());
});

describe('plausible extremes', () => {
  it('takes a millionth against one: 1:1000000, 0.000001', () => {
    expect(ratio(0.000001, 1)).toMatchObject({ simplified: '1:1000000', decimal: 0.000001, percentage: 0.0001 });
  });

  it('takes values a trillion apart: 1 : 1e12 simplifies, with 1e-12 rounding to 0 at 6 decimals', () => {
    expect(ratio(1, 1e12)).toMatchObject({ simplified: '1:1000000000000', decimal: 0 });
  });
});
