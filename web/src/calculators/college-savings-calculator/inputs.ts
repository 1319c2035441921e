import { defineInputs, numberInput } from '../../shared/frame/inputs.ts';

/** Money beyond this is no family’s college fund; below it every sum stays exact to the cent. */
const maximumAmount = 100_000_000;

/**
 * URL inputs, named as the spec names them, with its bounds, which fit the real world: a child from birth to 17 (a saver for an adult student uses
 * the years left, set by the start age), college from 16 (early entry) to 25; a yearly return of 0 to
 * 15% (past the long-run stock market's 10%) and inflation of 0 to 10% (past any recent decade's
 * tuition inflation).
 */
export const collegeSavingsInputs = defineInputs({
  childAge: numberInput(5, { min: 0, max: 17 }),
  collegeStartAge: numberInput(18, { min: 16, max: 25 }),
  currentSavings: numberInput(5000, { min: 0, max: maximumAmount, reads: 'money' }),
  monthlyContribution: numberInput(300, { min: 0, max: maximumAmount, reads: 'money' }),
  expectedReturn: numberInput(7, { min: 0, max: 15, reads: 'percent' }),
  collegeCost: numberInput(100000, { min: 0, max: maximumAmount, reads: 'money' }),
  inflationRate: numberInput(3, { min: 0, max: 10, reads: 'percent' }),
  savingsGoal: numberInput(0, { min: 0, max: maximumAmount, reads: 'money' }),
});
