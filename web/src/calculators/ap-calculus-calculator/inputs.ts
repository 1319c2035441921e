import { defineInputs, numberInput } from '../../shared/frame/inputs.ts';
import { maxima } from './limits.ts';

const count = (max: number) => ({ min: 0, max, whole: true });

/** URL inputs: /ap-calculus-calculator?mcqNoCalc=15&mcqCalc=7&frqCalc=4&frqNoCalc=4 */
export const apCalculusInputs = defineInputs({
  mcqNoCalc: numberInput(15, count(maxima.mcqNoCalc)),
  mcqCalc: numberInput(7, count(maxima.mcqCalc)),
  frqCalc: numberInput(4, count(maxima.frqCalc)),
  frqNoCalc: numberInput(4, count(maxima.frqNoCalc)),
});
