import { defineInputs, numberInput } from '../../shared/frame/inputs.ts';
import { frqMaxima, mcqMaximum } from './limits.ts';

const count = (max: number) => ({ min: 0, max, whole: true });

/** URL inputs: /ap-chemistry-calculator?mcqScore=25&frq1Score=5&…&frq7Score=2 */
export const apChemistryInputs = defineInputs({
  mcqScore: numberInput(25, count(mcqMaximum)),
  frq1Score: numberInput(5, count(frqMaxima.frq1Score)),
  frq2Score: numberInput(5, count(frqMaxima.frq2Score)),
  frq3Score: numberInput(5, count(frqMaxima.frq3Score)),
  frq4Score: numberInput(2, count(frqMaxima.frq4Score)),
  frq5Score: numberInput(2, count(frqMaxima.frq5Score)),
  frq6Score: numberInput(2, count(frqMaxima.frq6Score)),
  frq7Score: numberInput(2, count(frqMaxima.frq7Score)),
});
