import { choiceInput, defineInputs, numberInput } from '../../shared/frame/inputs.ts';

/** The repayment plans. */
export const repaymentPlans = ['standard', 'graduated', 'extended', 'income-driven'] as const;
export type RepaymentPlan = (typeof repaymentPlans)[number];

/** What the calculator accepts (the fields' bounds, and compute's): beyond these a loan is not a student loan, and its schedule no longer small. */
export const loanLimits = {
  maximumPrincipal: 10_000_000,
  maximumRate: 50,
  minimumTermYears: 1,
  maximumTermYears: 30,
  maximumGraceMonths: 60,
} as const;

/** URL inputs: /student-loan-calculator?principalAmount=25000&interestRate=5.5&loanTerm=10&repaymentPlan=standard&gracePeriod=6 */
export const studentLoanInputs = defineInputs({
  principalAmount: numberInput(25000, { min: 0, max: loanLimits.maximumPrincipal, reads: 'money' }),
  interestRate: numberInput(5.5, { min: 0, max: loanLimits.maximumRate, reads: 'percent' }),
  loanTerm: numberInput(10, { min: loanLimits.minimumTermYears, max: loanLimits.maximumTermYears }),
  repaymentPlan: choiceInput(repaymentPlans, 'standard'),
  gracePeriod: numberInput(6, { min: 0, max: loanLimits.maximumGraceMonths, whole: true }),
});
