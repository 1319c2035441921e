import { describe, expect, it } from 'vitest';
import { compute, type Inputs } from './compute.ts';
import { loanWorking } from './working.ts';

const inputs: Inputs = {
  principalAmount: 25000,
  interestRate: 5.5,
  loanTerm: 10,
  repaymentPlan: 'standard',
  gracePeriod: 6,
  today: new Date(2026, 0, 15),
};

function workingFor(overrides: Partial<Inputs> = {}) {
  const all = { ...inputs, ...overrides };
  const result = compute(all);
  if (!result) throw new Error('no result');
  return loanWorking(all, result);
}

// Worked by hand with python3's Decimal (50 digits):
//   r = 0.055 / 12 = 0.00458333…; grace 25000 × r × 6 = 687.50; P = 25,687.50
//   (1 + r)^120 = 1.73107641706602…; M = P·r(1 + r)^n / ((1 + r)^n − 1) = 278.776876510985…
//   month 1: interest 117.734375, principal 161.042501511, balance 25,526.457498489
//   month 2: interest 116.996263535, principal 161.780612976, balance 25,364.676885513
//   month 3: interest 116.254769059, principal 162.522107452, balance 25,202.154778060
describe('the student loan worked with the visitor’s numbers', () => {
  it('fills the payment formula in: $25,687.50 × 0.00458333 × 1.73108 / (1.73108 − 1) = $278.78', () => {
    const working = workingFor();
    expect(working.monthlyRate).toBeCloseTo(0.0045833333333333, 15);
    expect(working.payments).toBe(120);
    expect(working.growth).toBeCloseTo(1.73107641706602, 12);
    expect(working.levelPayment).toBeCloseTo(278.776876510985, 9);
    expect(working.lines).toEqual([
      'Monthly rate r = 5.5% ÷ 12 = 0.458333% = 0.00458333',
      'Number of payments n = 10 years × 12 = 120',
      'Grace-period interest = $25,000.00 × 0.00458333 × 6 months = $687.50',
      'Balance when repayment starts P = $25,000.00 + $687.50 = $25,687.50',
      '(1 + r)^n = (1 + 0.00458333)^120 = 1.73108',
      'M = P·r(1 + r)^n / ((1 + r)^n − 1) = $25,687.50 × 0.00458333 × 1.73108 / (1.73108 − 1) = $278.78',
      'Month 1: interest $25,687.50 × 0.00458333 = $117.73; principal $278.78 − $117.73 = $161.04; balance $25,687.50 − $161.04 = $25,526.46',
      'Month 2: interest $25,526.46 × 0.00458333 = $117.00; principal $278.78 − $117.00 = $161.78; balance $25,526.46 − $161.78 = $25,364.68',
      'Month 3: interest $25,364.68 × 0.00458333 = $116.25; principal $278.78 − $116.25 = $162.52; balance $25,364.68 − $162.52 = $25,202.15',
    ]);
  });

  it('works the first months in full precision', () => {
    const [first, second, third] = workingFor().firstMonths;
    expect(first?.interest).toBeCloseTo(117.734375, 9);
    expect(first?.principal).toBeCloseTo(161.042501511, 8);
    expect(first?.balance).toBeCloseTo(25526.457498489, 8);
    expect(second?.interest).toBeCloseTo(116.996263535, 8);
    expect(third?.balance).toBeCloseTo(25202.15477806, 7);
  });

  it('has no grace line without a grace period: P = $25,000, M = $271.32, first interest $114.58', () => {
    // python3 Decimal: M = 271.315694901202…; month 1 interest 25000 × r = 114.583333…
    const working = workingFor({ gracePeriod: 0 });
    expect(working.lines[2]).toBe('Balance when repayment starts P = $25,000.00 (no grace period)');
    expect(working.levelPayment).toBeCloseTo(271.315694901202, 9);
    expect(working.firstMonths[0]?.interest).toBeCloseTo(114.583333333333, 9);
  });

  it('divides the balance by the payments at a 0% rate: $12,000 over 10 years is $100', () => {
    const working = workingFor({ principalAmount: 12000, interestRate: 0, gracePeriod: 0 });
    expect(working.lines[3]).toBe('At a 0% rate the payment is P ÷ n = $12,000.00 ÷ 120 = $100.00');
  });

  it('uses 300 payments for the extended plan', () => {
    // python3 Decimal: 25,687.50 × r × (1 + r)^300 / ((1 + r)^300 − 1) = 157.743724579802…
    const working = workingFor({ repaymentPlan: 'extended' });
    expect(working.payments).toBe(300);
    expect(working.lines[1]).toBe('Number of payments n = 25 years × 12 = 300 (the extended plan)');
    expect(working.levelPayment).toBeCloseTo(157.743724579802, 8);
  });
});
