import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { affordabilityOf, amortisedPayment, compute, scheduleByYear, toCents, type Inputs, type Result } from './compute.ts';
import { loanLimits, repaymentPlans, type RepaymentPlan } from './inputs.ts';

const today = new Date(2025, 0, 15);
const defaults: Inputs = { principalAmount: 25000, interestRate: 5.5, loanTerm: 10, repaymentPlan: 'standard', gracePeriod: 6, today };
const noGrace: Inputs = { ...defaults, gracePeriod: 0 };

function computed(inputs: Partial<Inputs>): Result {
  const result = compute({ ...defaults, ...inputs });
  if (!result) throw new Error(`no result for ${JSON.stringify(inputs)}`);
  return result;
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/*
 * Expected values: worked independently in python3 with mpmath at 40 digits, simulating each plan
 * month by month (the graduated step found by bisection on the final balance, not by the closed
 * form the code uses), and by hand where noted.
 */

describe('standard plan without a grace period (the spec’s formula)', () => {
  // By hand: r = 0.055 / 12 = 0.00458333…, n = 120, (1 + r)^120 = 1.731141…,
  // payment = 25000 × r / (1 − 1 / 1.731141) = 114.58333 / 0.422344 = 271.3157
  it('pays $271.32 a month on $25,000 at 5.5% for 10 years', () => {
    const result = computed(noGrace);
    expect(result.monthlyPayment).toBeCloseTo(271.315694901, 8);
    expect(result.numberOfPayments).toBe(120);
  });

  it('costs $32,557.88 in all, $7,557.88 of it interest, and saves nothing against itself', () => {
    const result = computed(noGrace);
    expect(result.totalPayment).toBeCloseTo(32557.8833881, 6);
    expect(result.totalInterest).toBeCloseTo(7557.88338814, 6);
    expect(result.interestSavings).toBe(0);
    expect(result.graceInterest).toBe(0);
  });

  it('matches the amortisation formula on a second loan: $10,000 at 6% for 5 years is $193.33', () => {
    // r = 0.005, (1.005)^60 = 1.348850, 50 / (1 − 0.741372) = 193.328
    expect(computed({ ...noGrace, principalAmount: 10000, interestRate: 6, loanTerm: 5 }).monthlyPayment).toBeCloseTo(193.328015294, 8);
  });

  it('divides the principal by the number of payments at a zero rate: $12,000 over 10 years is $100', () => {
    const result = computed({ principalAmount: 12000, interestRate: 0 });
    expect(result).toMatchObject({ monthlyPayment: 100, totalPayment: 12000, totalInterest: 0, graceInterest: 0 });
    expect(amortisedPayment(12000, 0, 120)).toBe(100);
  });

  it('has a schedule that starts with $114.58 of interest and ends at a zero balance', () => {
    const schedule = computed(noGrace).schedule;
    expect(schedule).toHaveLength(120);
    expect(schedule[0]?.interest).toBeCloseTo(114.583333333, 8); // 25000 × 0.055 / 12
    expect(schedule[0]?.principal).toBeCloseTo(271.315694901 - 114.583333333, 8);
    expect(schedule[11]?.balance).toBeCloseTo(23071.068254, 5);
    expect(schedule.at(-1)?.balance).toBe(0);
    expect(schedule.at(-1)?.cumulativeInterest).toBeCloseTo(7557.88338814, 6);
  });
});

describe('the grace period accrues interest, added to the balance when repayment starts', () => {
  it('accrues $687.50 over 6 months on $25,000 at 5.5% (25000 × 0.055 / 12 × 6, by hand)', () => {
    const result = computed(defaults);
    expect(result.graceInterest).toBeCloseTo(687.5, 10);
    expect(result.repaymentBalance).toBeCloseTo(25687.5, 10);
  });

  it('makes the standard payment $278.78 and the interest $8,453.23 in all, the grace period’s included', () => {
    const result = computed(defaults);
    expect(result.monthlyPayment).toBeCloseTo(278.776876511, 8);
    expect(result.totalPayment).toBeCloseTo(33453.2251813, 6);
    expect(result.totalInterest).toBeCloseTo(8453.22518132, 6);
    expect(result.schedule[11]?.balance).toBeCloseTo(23705.522631, 5);
    expect(sum(result.schedule.slice(0, 12).map((month) => month.interest))).toBeCloseTo(1363.34514911, 6);
  });

  it('accrues nothing at a 0% rate', () => expect(computed({ interestRate: 0 }).graceInterest).toBe(0));
});

describe('graduated plan, at the entered rate', () => {
  const result = computed({ repaymentPlan: 'graduated' });

  it('starts at half the standard payment: $139.39', () => {
    expect(result.monthlyPayment).toBeCloseTo(139.388438255, 8);
    expect(result.standardPayment).toBeCloseTo(278.776876511, 8);
  });

  it('rises every two years by one equal step of $78.24, to $452.33 in the last two years', () => {
    const payments = result.schedule.map((month) => month.payment);
    expect(payments[23]).toBeCloseTo(139.388438255, 8);
    expect(payments[24]).toBeCloseTo(217.624462104, 8);
    expect(payments[48]).toBeCloseTo(295.860485952, 8);
    expect(payments[119]).toBeCloseTo(452.332533648, 6);
  });

  it('follows the stated rate: year 1 interest $1,406.16, balance $25,421.00 after a year', () => {
    expect(sum(result.schedule.slice(0, 12).map((month) => month.interest))).toBeCloseTo(1406.16103138, 6);
    expect(result.schedule[11]?.balance).toBeCloseTo(25420.9997723, 5);
    expect(result.schedule[59]?.balance).toBeCloseTo(20178.4912799, 5);
  });

  it('costs $10,503.26 of interest, $2,050.03 more than the standard plan', () => {
    expect(result.totalInterest).toBeCloseTo(10503.2583142, 5);
    expect(result.totalPayment).toBeCloseTo(35503.2583142, 5);
    expect(result.interestSavings).toBeCloseTo(-2050.03313292, 5);
    expect(result.schedule).toHaveLength(120);
    expect(result.schedule.at(-1)?.balance).toBe(0);
  });

  it('charges no interest at 0%: $25,000 repaid with $25,000', () => {
    const free = computed({ interestRate: 0, repaymentPlan: 'graduated' });
    expect(free).toMatchObject({ totalInterest: 0, interestSavings: 0 });
    expect(free.totalPayment).toBeCloseTo(25000, 8);
    expect(free.schedule[11]?.balance).toBeCloseTo(23750, 8);
  });

  it('repays $10,000 at 6% over 5 years from $96.66, with $2,064.86 of interest', () => {
    const shorter = computed({ ...noGrace, principalAmount: 10000, interestRate: 6, loanTerm: 5, repaymentPlan: 'graduated' });
    expect(shorter.monthlyPayment).toBeCloseTo(96.6640076471, 8);
    expect(shorter.totalInterest).toBeCloseTo(2064.86060027, 5);
  });

  it('lets the balance grow at first where half the standard payment is less than the interest: $30,000 at 12%', () => {
    const costly = computed({ ...noGrace, principalAmount: 30000, interestRate: 12, repaymentPlan: 'graduated' });
    expect(costly.monthlyPayment).toBeCloseTo(215.206422604, 8);
    expect(costly.schedule[11]?.balance).toBeCloseTo(31075.3948008, 5);
    expect(costly.totalInterest).toBeCloseTo(29499.009913, 4);
    expect(costly.schedule.at(-1)?.balance).toBe(0);
  });
});

describe('extended plan', () => {
  it('amortises the balance over 25 years: $157.74 a month, 300 payments, $22,323.12 of interest', () => {
    const result = computed({ repaymentPlan: 'extended' });
    expect(result.monthlyPayment).toBeCloseTo(157.74372458, 8);
    expect(result.numberOfPayments).toBe(300);
    expect(result.totalInterest).toBeCloseTo(22323.1173739, 5);
    expect(result.totalPayment).toBeCloseTo(47323.1173739, 5);
    expect(result.schedule[11]?.balance).toBeCloseTo(25195.0981516, 5);
    expect(sum(result.schedule.slice(0, 12).map((month) => month.interest))).toBeCloseTo(1400.52284655, 6);
    expect(result.interestSavings).toBeCloseTo(-13869.8921926, 5);
  });
});

describe('income-driven plan', () => {
  const result = computed({ repaymentPlan: 'income-driven' });

  it('pays 60% of the standard payment ($167.27) for 20 years: $40,143.87', () => {
    expect(result.monthlyPayment).toBeCloseTo(167.266125907, 8);
    expect(result.numberOfPayments).toBe(240);
    expect(result.totalPayment).toBeCloseTo(40143.8702176, 5);
    expect(result.schedule[11]?.balance).toBeCloseTo(25077.904344, 5);
  });

  it('is charged $19,253.98 of interest and leaves $4,110.11 to forgive', () => {
    expect(result.totalInterest).toBeCloseTo(19253.9825862, 5);
    expect(result.forgivenBalance).toBeCloseTo(4110.11236866, 5);
    expect(result.interestSavings).toBeCloseTo(-10800.7574049, 5);
  });

  it('never shows negative interest when a balance is forgiven: $25,000 at 5.5% over a 30-year standard term', () => {
    // 60% of the 30-year payment ($85.17) is below the first month's interest ($114.58): the
    // balance grows, $33,254.38 of interest is charged, $20,440.40 paid and $37,813.97 forgiven.
    // (Total payment − principal is −$4,559.60: what the page used to show as total interest.)
    const forgiven = computed({ ...noGrace, loanTerm: 30, repaymentPlan: 'income-driven' });
    expect(forgiven.totalInterest).toBeCloseTo(33254.3765323, 4);
    expect(forgiven.totalPayment).toBeCloseTo(20440.4040485, 5);
    expect(forgiven.forgivenBalance).toBeCloseTo(37813.9724838, 4);
  });

  it('forgives $16,961.53 of $40,000 at 7% after 6 months of grace', () => {
    const forgiven = computed({ principalAmount: 40000, interestRate: 7, repaymentPlan: 'income-driven' });
    expect(forgiven.totalInterest).toBeCloseTo(46180.757713, 4);
    expect(forgiven.totalPayment).toBeCloseTo(69219.230971, 4);
    expect(forgiven.forgivenBalance).toBeCloseTo(16961.526742, 4);
  });

  it('stops once the loan is repaid: $12,000 at 0% is paid off by 200 payments of $60, with no interest', () => {
    const repaid = computed({ principalAmount: 12000, interestRate: 0, repaymentPlan: 'income-driven' });
    expect(repaid).toMatchObject({ monthlyPayment: 60, numberOfPayments: 200, totalPayment: 12000, totalInterest: 0, forgivenBalance: 0 });
  });

  it('forgives $7,200 of $12,000 at 0% over a 30-year term, with no interest', () => {
    const forgiven = computed({ ...noGrace, principalAmount: 12000, interestRate: 0, loanTerm: 30, repaymentPlan: 'income-driven' });
    expect(forgiven).toMatchObject({ monthlyPayment: 20, numberOfPayments: 240, totalInterest: 0 });
    expect(forgiven.totalPayment).toBeCloseTo(4800, 8);
    expect(forgiven.forgivenBalance).toBeCloseTo(7200, 8);
  });
});

describe('payoff date', () => {
  it('is today plus the grace months plus the term: January 2025 + 6 + 120 months is July 2035', () => {
    expect(computed(defaults).payoffDate).toEqual({ year: 2035, month: 7 });
  });

  it('has no grace months to add at 0: January 2035', () => {
    expect(computed(noGrace).payoffDate).toEqual({ year: 2035, month: 1 });
  });

  it('uses the plan’s own length: extended ends 25 years and 6 months later, July 2050', () => {
    expect(computed({ repaymentPlan: 'extended' }).payoffDate).toEqual({ year: 2050, month: 7 });
  });

  it('crosses a year end: November 2025 + 1 month + 2 payments is February 2026', () => {
    expect(computed({ loanTerm: 2 / 12, gracePeriod: 1, today: new Date(2025, 10, 30) }).payoffDate).toEqual({ year: 2026, month: 2 });
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

  it('calls the default $278.78 manageable and says so in the advice', () => {
    const result = computed(defaults);
    expect(result.affordability).toBe('manageable');
    expect(result.recommendation).toMatch(/^Manageable/);
  });
});

describe('a vanishing rate', () => {
  it('pays the principal over the term, never Infinity or NaN: 1e-300% gives $208.33 on $25,000 over 10 years', () => {
    for (const repaymentPlan of repaymentPlans) {
      const result = computed({ ...noGrace, interestRate: 1e-300, repaymentPlan });
      expect(result.monthlyPayment, repaymentPlan).toBeGreaterThan(0);
      expect(Number.isFinite(result.totalPayment), repaymentPlan).toBe(true);
      expect(result.totalPayment, repaymentPlan).toBeCloseTo(25000, 6);
    }
    expect(computed({ ...noGrace, interestRate: 1e-300 }).monthlyPayment).toBeCloseTo(25000 / 120, 10);
  });

  it('keeps the payment exact at a rate of 1e-9%, where the textbook annuity factor loses digits', () => {
    // r = 1e-9 / 1200 = 8.33e-13; P·r/(1 − (1 + r)^−n) → P/n · (1 + (n + 1)·r/2) for small r:
    // 208.333333333 × (1 + 121 × 8.33e-13 / 2) = 208.333333343837 (mpmath: the same to 15 digits);
    // the textbook form in doubles gives 208.333352.
    expect(computed({ ...noGrace, interestRate: 1e-9 }).monthlyPayment).toBeCloseTo(208.333333343837, 11);
  });
});

describe('invalid input', () => {
  it.each([
    ['a blank principal', { principalAmount: Number.NaN }],
    ['a zero principal', { principalAmount: 0 }],
    ['a principal beyond the limit', { principalAmount: loanLimits.maximumPrincipal * 10 }],
    ['an overflowing principal', { principalAmount: 1e308 }],
    ['a negative rate', { interestRate: -1 }],
    ['a rate beyond the limit', { interestRate: 1000 }],
    ['a zero term', { loanTerm: 0 }],
    ['a term of a million years', { loanTerm: 1e6 }],
    ['a negative grace period', { gracePeriod: -1 }],
    ['a grace period of a million months', { gracePeriod: 1e6 }],
  ])('has no result for %s', (_, patch) => {
    expect(compute({ ...defaults, ...patch })).toBeNull();
  });
});

describe('the schedule as shown, in cents', () => {
  it('adds up to the totals shown, to the cent, for the defaults of every plan', () => {
    for (const repaymentPlan of repaymentPlans) {
      const result = computed({ repaymentPlan });
      const years = scheduleByYear(result);
      expect(sum(years.map((year) => year.paid)), repaymentPlan).toBe(toCents(result.totalPayment));
      expect(toCents(result.graceInterest) + sum(years.map((year) => year.interest)), repaymentPlan).toBe(toCents(result.totalInterest));
    }
  });

  it('shows the standard plan’s first year: $3,345.32 paid, $1,363.35 of interest, $23,705.52 left', () => {
    // Running totals after 12 payments: paid 12 × 278.776876511 = 3345.32251813 → $3,345.32; interest
    // 687.50 + 1363.34514911 = 2050.84514911 → $2,050.85, of which $1,363.35 this year; balance 23,705.522631.
    const [first] = scheduleByYear(computed(defaults));
    expect(first).toMatchObject({ paid: 334532, interest: 136335, principal: 334532 - 136335, balance: 2370552, cumulativeInterest: 205085 });
    expect(first?.months).toHaveLength(12);
  });

  it('shows each row within a cent of its exact amount, months adding up to their year', () => {
    for (const repaymentPlan of repaymentPlans) {
      const result = computed({ repaymentPlan });
      const years = scheduleByYear(result);
      const months = years.flatMap((year) => year.months);
      for (const [index, month] of months.entries()) {
        const exact = result.schedule[index]!;
        expect(Math.abs(month.payment - exact.payment * 100), repaymentPlan).toBeLessThanOrEqual(1);
        expect(Math.abs(month.interest - exact.interest * 100), repaymentPlan).toBeLessThanOrEqual(1);
        expect(month.balance, repaymentPlan).toBe(toCents(exact.balance));
      }
      for (const year of years) {
        expect(sum(year.months.map((month) => month.payment))).toBe(year.paid);
        expect(sum(year.months.map((month) => month.interest))).toBe(year.interest);
        expect(sum(year.months.map((month) => month.principal))).toBe(year.principal);
      }
    }
  });
});

describe('every plan, over random loans (properties)', () => {
  const loan = fc.record({
    principalAmount: fc.double({ min: 0.01, max: loanLimits.maximumPrincipal, noNaN: true }),
    interestRate: fc.oneof(fc.constant(0), fc.double({ min: 0, max: loanLimits.maximumRate, noNaN: true }), fc.double({ min: 0, max: 1e-6, noNaN: true })),
    loanTerm: fc.integer({ min: 12, max: loanLimits.maximumTermYears * 12 }).map((months) => months / 12),
    repaymentPlan: fc.constantFrom<RepaymentPlan>(...repaymentPlans),
    gracePeriod: fc.integer({ min: 0, max: loanLimits.maximumGraceMonths }),
  });
  const resultOf = (inputs: Omit<Inputs, 'today'>) => {
    const result = compute({ ...inputs, today });
    if (!result) throw new Error(`no result for ${JSON.stringify(inputs)}`);
    return result;
  };
  const close = (actual: number, expected: number, scale: number) => expect(Math.abs(actual - expected)).toBeLessThanOrEqual(1e-9 * scale);

  it('has a schedule that sums to the totals, and totals that balance: paid + forgiven = borrowed + interest', () => {
    fc.assert(
      fc.property(loan, (inputs) => {
        const result = resultOf(inputs);
        const scale = Math.max(inputs.principalAmount, result.totalPayment, result.totalInterest);
        close(sum(result.schedule.map((month) => month.payment)), result.totalPayment, scale);
        close(result.graceInterest + sum(result.schedule.map((month) => month.interest)), result.totalInterest, scale);
        close(result.totalPayment + result.forgivenBalance, inputs.principalAmount + result.totalInterest, scale);
        const years = scheduleByYear(result);
        expect(sum(years.map((year) => year.paid))).toBe(toCents(result.totalPayment));
        expect(toCents(result.graceInterest) + sum(years.map((year) => year.interest))).toBe(toCents(result.totalInterest));
      }),
      { numRuns: 300 },
    );
  });

  it('never has a negative balance or a negative total, nor NaN or Infinity anywhere', () => {
    fc.assert(
      fc.property(loan, (inputs) => {
        const result = resultOf(inputs);
        const badMonth = result.schedule.find(
          (month) => !(month.balance >= 0 && month.interest >= 0) || !Object.values(month).every((value) => Number.isFinite(value)),
        );
        expect(badMonth).toBeUndefined();
        for (const total of [result.totalPayment, result.totalInterest, result.graceInterest, result.forgivenBalance, result.monthlyPayment]) {
          expect(Number.isFinite(total)).toBe(true);
          expect(total).toBeGreaterThanOrEqual(0);
        }
        expect(Number.isFinite(result.interestSavings)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('charges no interest at all at 0%', () => {
    fc.assert(
      fc.property(loan, (inputs) => {
        const result = resultOf({ ...inputs, interestRate: 0 });
        expect(result.totalInterest).toBe(0);
        expect(result.graceInterest).toBe(0);
        for (const month of result.schedule) expect(month.interest).toBe(0);
        close(result.totalPayment + result.forgivenBalance, inputs.principalAmount, inputs.principalAmount);
      }),
      { numRuns: 200 },
    );
  });

  it('costs more, in payment and in interest, at a higher rate', () => {
    fc.assert(
      fc.property(loan, fc.double({ min: 0, max: loanLimits.maximumRate, noNaN: true }), (inputs, otherRate) => {
        const [lower, higher] = [inputs.interestRate, otherRate].sort((a, b) => a - b) as [number, number];
        const cheap = resultOf({ ...inputs, interestRate: lower });
        const dear = resultOf({ ...inputs, interestRate: higher });
        const slack = 1e-9 * Math.max(dear.totalPayment, dear.totalInterest);
        expect(dear.monthlyPayment).toBeGreaterThanOrEqual(cheap.monthlyPayment * (1 - 1e-12));
        expect(dear.totalInterest).toBeGreaterThanOrEqual(cheap.totalInterest - slack);
        expect(dear.totalPayment).toBeGreaterThanOrEqual(cheap.totalPayment - slack);
      }),
      { numRuns: 300 },
    );
  });

  it('ends at a zero balance, or, for income-driven only, forgives what is left after 240 payments', () => {
    fc.assert(
      fc.property(loan, (inputs) => {
        const result = resultOf(inputs);
        const last = result.schedule.at(-1);
        if (inputs.repaymentPlan === 'income-driven' && result.forgivenBalance > 0) {
          expect(result.numberOfPayments).toBe(240);
          expect(last?.balance).toBe(result.forgivenBalance);
        } else {
          expect(last?.balance).toBe(0);
          expect(result.forgivenBalance).toBe(0);
        }
        const months = { standard: Math.round(inputs.loanTerm * 12), graduated: Math.round(inputs.loanTerm * 12), extended: 300 } as const;
        if (inputs.repaymentPlan !== 'income-driven') expect(result.numberOfPayments).toBe(months[inputs.repaymentPlan]);
      }),
      { numRuns: 300 },
    );
  });
});

describe('plausible extremes', () => {
  it('repays a $250,000 medical-school loan at 8% over 25 years: $1,929.54 a month, $328,862.16 of interest', () => {
    // python3 (mpmath): r = 0.08 / 12, n = 300: 250,000 r / (1 − (1 + r)^−300) = 1,929.5405; × 300 − 250,000 = 328,862.1645
    const result = computed({ principalAmount: 250_000, interestRate: 8, loanTerm: 25, gracePeriod: 0 });
    expect(result.monthlyPayment).toBeCloseTo(1929.54, 2);
    expect(result.totalInterest).toBeCloseTo(328_862.16, 2);
  });

  it('repays a one-year loan at 0%: twelve payments of a twelfth', () => {
    expect(computed({ principalAmount: 6000, interestRate: 0, loanTerm: 1, gracePeriod: 0 })).toMatchObject({
      monthlyPayment: 500,
      totalInterest: 0,
      numberOfPayments: 12,
    });
  });
});
