import { choiceInput, defineInputs, numberInput } from '../../shared/frame/inputs.ts';
import { loanLimits, repaymentPlans } from './options.ts';

/** URL inputs (CONVENTIONS section 4): /student-loan-calculator?principalAmount=25000&interestRate=5.5&loanTerm=10&repaymentPlan=standard&gracePeriod=6 */
export const studentLoanInputs = defineInputs({
  principalAmount: numberInput(25000, { min: 0, max: loanLimits.maximumPrincipal }),
  interestRate: numberInput(5.5, { min: 0, max: loanLimits.maximumRate }),
  loanTerm: numberInput(10, { min: loanLimits.minimumTermYears, max: loanLimits.maximumTermYears }),
  repaymentPlan: choiceInput(repaymentPlans, 'standard'),
  gracePeriod: numberInput(6, { min: 0, max: loanLimits.maximumGraceMonths, whole: true }),
});
