import { defineInputs, numberInput } from '../../shared/frame/inputs.ts';

/** URL inputs (CONVENTIONS section 4), named as spec document 2, section 3. */
export const collegeSavingsInputs = defineInputs({
  childAge: numberInput(5),
  collegeStartAge: numberInput(18),
  currentSavings: numberInput(5000),
  monthlyContribution: numberInput(300),
  expectedReturn: numberInput(7),
  collegeCost: numberInput(100000),
  inflationRate: numberInput(3),
  savingsGoal: numberInput(0),
});
