/**
 * Maths invariants of the loan schedule beyond its totals (compute.test.ts holds those): every
 * month follows the recurrence balance' = balance × (1 + r) − payment, a level plan's payment
 * really repays the loan (its last payment is the same as the others, not a settling one), the
 * payment is linear in the amount borrowed, and a longer term lowers it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compute, type Inputs } from './compute.ts';
import { loanLimits, repaymentPlans } from './inputs.ts';

const today = new Date(2026, 0, 15);
const loan = fc.record({
  principalAmount: fc.double({ min: 100, max: 500_000, noNaN: true }),
  interestRate: fc.double({ min: 0, max: 20, noNaN: true }),
  loanTerm: fc.integer({ min: 1, max: loanLimits.maximumTermYears }),
  repaymentPlan: fc.constantFrom(...repaymentPlans),
  gracePeriod: fc.integer({ min: 0, max: loanLimits.maximumGraceMonths }),
});

function resultOf(inputs: Omit<Inputs, 'today'>) {
  const result = compute({ ...inputs, today });
  if (result === null) throw new Error(`${JSON.stringify(inputs)} is a loan`);
  return result;
}

describe('the loan schedule, month by month (properties)', () => {
  it('charges each month the balance × the monthly rate, and lowers the balance by the payment less that interest', () => {
    fc.assert(
      fc.property(loan, (inputs) => {
        const result = resultOf(inputs);
        const rate = inputs.interestRate / 1200;
        let balance = result.repaymentBalance;
        for (const month of result.schedule) {
          expect(Math.abs(month.interest - balance * rate)).toBeLessThanOrEqual(1e-9 * result.repaymentBalance);
          expect(Math.abs(month.principal - (month.payment - month.interest))).toBeLessThanOrEqual(1e-9 * result.repaymentBalance);
          const next = balance + month.interest - month.payment;
          // The last payment clears float noise of the order of 1e-12 of the balance: that is all it may settle.
          expect(Math.abs(month.balance - next)).toBeLessThanOrEqual(1e-9 * result.repaymentBalance);
          balance = month.balance;
        }
      }),
      { numRuns: 50 },
    );
  });

  it('repays a level plan with equal payments: the last one is the same as the first', () => {
    fc.assert(
      fc.property(loan, fc.constantFrom('standard' as const, 'extended' as const), (inputs, repaymentPlan) => {
        const result = resultOf({ ...inputs, repaymentPlan });
        const last = result.schedule.at(-1)!;
        expect(Math.abs(last.payment - result.monthlyPayment)).toBeLessThanOrEqual(1e-9 * result.repaymentBalance);
      }),
      { numRuns: 50 },
    );
  });

  it('scales the payments and the interest by k when k times as much is borrowed', () => {
    fc.assert(
      fc.property(loan, fc.integer({ min: 2, max: 10 }), (inputs, k) => {
        const once = resultOf(inputs);
        const scaled = resultOf({ ...inputs, principalAmount: inputs.principalAmount * k });
        expect(Math.abs(scaled.monthlyPayment - k * once.monthlyPayment)).toBeLessThanOrEqual(1e-9 * scaled.monthlyPayment);
        expect(Math.abs(scaled.totalInterest - k * once.totalInterest)).toBeLessThanOrEqual(1e-9 * Math.max(1, scaled.totalPayment));
        expect(scaled.numberOfPayments).toBe(once.numberOfPayments);
      }),
      { numRuns: 50 },
    );
  });

  it('lowers the standard payment and raises the interest paid for a longer term', () => {
    fc.assert(
      fc.property(loan, fc.integer({ min: 1, max: loanLimits.maximumTermYears }), (inputs, otherTerm) => {
        fc.pre(otherTerm !== inputs.loanTerm);
        const [shorter, longer] = [inputs.loanTerm, otherTerm].sort((a, b) => a - b) as [number, number];
        const short = resultOf({ ...inputs, repaymentPlan: 'standard', loanTerm: shorter });
        const long = resultOf({ ...inputs, repaymentPlan: 'standard', loanTerm: longer });
        expect(long.monthlyPayment).toBeLessThan(short.monthlyPayment);
        expect(long.totalInterest).toBeGreaterThanOrEqual(short.totalInterest - 1e-9 * long.totalPayment);
      }),
      { numRuns: 50 },
    );
  });
});
