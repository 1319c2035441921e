import { choiceInput, defineInputs, numberInput } from '../../shared/frame/inputs.ts';
import { repaymentPlans } from './options.ts';

/** URL inputs (CONVENTIONS section 4): /student-loan-calculator?principalAmount=25000&interestRate=5.5&loanTerm=10&repaymentPlan=standard&gracePeriod=6 */
export const studentLoanInputs = defineInputs({
  principalAmount: numberInput(25000),
  interestRate: numberInput(5.5),
  loanTerm: numberInput(10),
  repaymentPlan: choiceInput(repaymentPlans, 'standard'),
  gracePeriod: numberInput(6),
});
