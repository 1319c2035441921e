import { defineInputs, numberInput } from '../../shared/frame/inputs.ts';

/** URL inputs (CONVENTIONS section 4): /ap-calculus-calculator?mcqNoCalc=15&mcqCalc=7&frqCalc=4&frqNoCalc=4 */
export const apCalculusInputs = defineInputs({
  mcqNoCalc: numberInput(15),
  mcqCalc: numberInput(7),
  frqCalc: numberInput(4),
  frqNoCalc: numberInput(4),
});
