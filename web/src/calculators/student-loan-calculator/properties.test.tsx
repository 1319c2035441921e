// @vitest-environment jsdom
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { boundedNumber, expectNothingBroken, expectPageNotBroken, extremeNumber, pageRuns, pageUrl } from '../../test/properties.tsx';
import { compute, scheduleByYear } from './compute.ts';
import { repaymentPlans, studentLoanInputs } from './inputs.ts';

const { bounds } = studentLoanInputs;
const repaymentPlan = fc.constantFrom(...repaymentPlans);
const today = new Date(2025, 0, 15);

describe('the student loan never shows NaN, Infinity or undefined (properties)', () => {
  it('gives no result or a finite one, schedule included, for any numbers at all', () => {
    fc.assert(
      fc.property(
        fc.record({ principalAmount: extremeNumber, interestRate: extremeNumber, loanTerm: extremeNumber, repaymentPlan, gracePeriod: extremeNumber }),
        (inputs) => {
          const result = compute({ ...inputs, today });
          expectNothingBroken(result);
          if (result) expectNothingBroken(scheduleByYear(result));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('shows nothing broken on the page for values at, inside and past the fields’ bounds, a vanishing rate included', async () => {
    await fc.assert(
      fc.asyncProperty(
        boundedNumber(bounds.principalAmount),
        fc.oneof(boundedNumber(bounds.interestRate), fc.double({ min: 0, max: 1e-9, noNaN: true })),
        boundedNumber(bounds.loanTerm),
        repaymentPlan,
        boundedNumber(bounds.gracePeriod),
        async (principalAmount, interestRate, loanTerm, plan, gracePeriod) =>
          expectPageNotBroken(pageUrl('/student-loan-calculator', { principalAmount, interestRate, loanTerm, repaymentPlan: plan, gracePeriod })),
      ),
      pageRuns,
    );
  });
});
