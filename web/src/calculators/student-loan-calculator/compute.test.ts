import { describe, expect, it } from 'vitest';
import { affordabilityOf, amortisedPayment, compute, type Inputs } from './compute.ts';

const today = new Date(2025, 0, 15);
const defaults: Inputs = { principalAmount: 25000, interestRate: 5.5, loanTerm: 10, repaymentPlan: 'standard', gracePeriod: 6, today };

// Hand working for the defaults: r = 0.055 / 12 = 0.00458333…, n = 120,
// (1 + r)^120 = 1.731141…, payment = 25000 × r / (1 − 1 / 1.731141) = 114.58333 / 0.422344 = 271.3157
const standardPayment = 271.3157;
const standardTotal = 32557.8834; // 271.3156949 × 120

describe('standard plan', () => {
  it('pays $271.32 a month on $25,000 at 5.5% for 10 years', () => {
    const result = compute(defaults);
    expect(result?.monthlyPayment).toBeCloseTo(standardPayment, 4);
    expect(result?.monthlyPayment.toFixed(2)).toBe('271.32');
    expect(result?.numberOfPayments).toBe(120);
  });

  it('costs $32,557.88 in all, $7,557.88 of it interest, and saves nothing against itself', () => {
    const result = compute(defaults);
    expect(result?.totalPayment).toBeCloseTo(standardTotal, 2);
    expect(result?.totalInterest).toBeCloseTo(7557.88, 2);
    expect(result?.interestSavings).toBe(0);
  });

  it('matches the amortisation formula on a second loan: $10,000 at 6% for 5 years is $193.33', () => {
    // r = 0.005, (1.005)^60 = 1.348850, 50 / (1 − 0.741372) = 193.328
    expect(compute({ ...defaults, principalAmount: 10000, interestRate: 6, loanTerm: 5 })?.monthlyPayment).toBeCloseTo(193.328, 3);
  });

  it('divides the principal by the number of payments at a zero rate: $12,000 over 10 years is $100', () => {
    const result = compute({ ...defaults, principalAmount: 12000, interestRate: 0 });
    expect(result).toMatchObject({ monthlyPayment: 100, totalPayment: 12000, totalInterest: 0 });
    expect(amortisedPayment(12000, 0, 120)).toBe(100);
  });

  it('has a schedule that starts with $114.58 of interest and ends at a zero balance', () => {
    const schedule = compute(defaults)?.schedule ?? [];
    expect(schedule).toHaveLength(120);
    expect(schedule[0]?.interest).toBeCloseTo(114.5833, 4); // 25000 × 0.055 / 12
    expect(schedule[0]?.principal).toBeCloseTo(standardPayment - 114.5833, 3);
    expect(schedule.at(-1)?.balance).toBe(0);
    expect(schedule.at(-1)?.cumulativeInterest).toBeCloseTo(7557.88, 2);
  });
});

describe('graduated plan', () => {
  const result = compute({ ...defaults, repaymentPlan: 'graduated' });

  it('starts at half the standard payment: $135.66', () => {
    expect(result?.monthlyPayment).toBeCloseTo(standardPayment / 2, 4);
  });

  it('costs 110% of the standard total: $35,813.67, so $3,255.79 more interest than standard', () => {
    expect(result?.totalPayment).toBeCloseTo(standardTotal * 1.1, 1);
    expect(result?.totalInterest).toBeCloseTo(35813.67 - 25000, 1);
    expect(result?.interestSavings).toBeCloseTo(-3255.79, 1);
  });

  it('raises the payment every two years and its schedule repays the loan and adds up to the total', () => {
    const schedule = result?.schedule ?? [];
    expect(schedule).toHaveLength(120);
    expect(schedule[24]?.payment).toBeGreaterThan(schedule[23]?.payment ?? Infinity);
    expect(schedule[23]?.payment).toBeCloseTo(schedule[0]?.payment ?? 0, 8);
    expect(schedule.at(-1)?.balance).toBe(0);
    expect(schedule.reduce((sum, month) => sum + month.payment, 0)).toBeCloseTo(standardTotal * 1.1, 4);
  });

  it('splits the payments at the rate they imply, to full precision: the last one settles the balance as planned', () => {
    for (const loanTerm of [3, 10, 30]) {
      const schedule = compute({ ...defaults, loanTerm, repaymentPlan: 'graduated' })?.schedule ?? [];
      expect(schedule).toHaveLength(loanTerm * 12);
      // The last two payments fall in the same two-year step; the last one is the balance left.
      expect(schedule.at(-1)?.payment).toBeCloseTo(schedule.at(-2)?.payment ?? 0, 7);
    }
  });
});

describe('extended plan', () => {
  it('amortises over 25 years: $153.52 a month, 300 payments, $46,056.56 in all', () => {
    // (1 + r)^300 = 3.935…, 114.58333 / (1 − 0.254118) = 153.5219
    const result = compute({ ...defaults, repaymentPlan: 'extended' });
    expect(result?.monthlyPayment).toBeCloseTo(153.5219, 4);
    expect(result?.numberOfPayments).toBe(300);
    expect(result?.totalPayment).toBeCloseTo(46056.56, 1);
    expect(result?.interestSavings).toBeCloseTo(7557.88 - 21056.56, 1);
  });
});

describe('income-driven plan', () => {
  it('pays 60% of the standard payment ($162.79) for 20 years: $39,069.46', () => {
    const result = compute({ ...defaults, repaymentPlan: 'income-driven' });
    expect(result?.monthlyPayment).toBeCloseTo(standardPayment * 0.6, 4);
    expect(result?.numberOfPayments).toBe(240);
    expect(result?.totalPayment).toBeCloseTo(162.78942 * 240, 1);
    expect(result?.totalInterest).toBeCloseTo(14069.46, 1);
  });

  it('reports the balance left after 20 years as forgiven: about $4,000', () => {
    // 25000 × (1 + r)^240 − 162.78942 × ((1 + r)^240 − 1) / r = 74,921.4 − 70,921.3
    expect(compute({ ...defaults, repaymentPlan: 'income-driven' })?.forgivenBalance).toBeCloseTo(4000.11, 1);
  });

  it('stops once the loan is repaid: $12,000 at 0% is paid off by 200 payments of $60, with no interest', () => {
    const result = compute({ ...defaults, principalAmount: 12000, interestRate: 0, repaymentPlan: 'income-driven' });
    expect(result).toMatchObject({ monthlyPayment: 60, numberOfPayments: 200, totalPayment: 12000, totalInterest: 0, forgivenBalance: 0 });
  });
});

describe('payoff date', () => {
  it('is today plus the term plus the grace months: January 2025 + 120 + 6 months is July 2035', () => {
    expect(compute(defaults)?.payoffDate).toEqual({ year: 2035, month: 7 });
  });

  it('has no grace months to add at 0: January 2035', () => {
    expect(compute({ ...defaults, gracePeriod: 0 })?.payoffDate).toEqual({ year: 2035, month: 1 });
  });

  it('uses the plan’s own length: extended ends 25 years and 6 months later, July 2050', () => {
    expect(compute({ ...defaults, repaymentPlan: 'extended' })?.payoffDate).toEqual({ year: 2050, month: 7 });
  });

  it('crosses a year end: November 2025 + 2 payments + 1 month is February 2026', () => {
    const result = compute({ ...defaults, loanTerm: 2 / 12, gracePeriod: 1, today: new Date(2025, 10, 30) });
    expect(result?.payoffDate).toEqual({ year: 2026, month: 2 });
  });
});

describe('recommendation bands by monthly payment', () => {
  it.each([
    [199.99, 'very-affordable'],
    [200, 'manageable'],
    [499.99, 'manageable'],
    [500, 'high'],
    [999.99, 'high'],
    [1000, 'very-high'],
  ] as const)('reads $%s a month as %s', (payment, band) => {
    expect(affordabilityOf(payment)).toBe(band);
  });

  it('calls the default $271.32 manageable and says so in the advice', () => {
    const result = compute(defaults);
    expect(result?.affordability).toBe('manageable');
    expect(result?.recommendation).toMatch(/^Manageable/);
  });
});

describe('invalid input', () => {
  it.each([
    ['a blank principal', { principalAmount: Number.NaN }],
    ['a zero principal', { principalAmount: 0 }],
    ['a negative rate', { interestRate: -1 }],
    ['a zero term', { loanTerm: 0 }],
    ['a negative grace period', { gracePeriod: -1 }],
  ])('has no result for %s', (_, patch) => {
    expect(compute({ ...defaults, ...patch })).toBeNull();
  });
});
