import { defineInputs, numberInput } from '../../shared/frame/inputs.ts';

/** URL inputs (CONVENTIONS section 4): /ap-chemistry-calculator?mcqScore=25&frq1Score=5&…&frq7Score=2 */
export const apChemistryInputs = defineInputs({
  mcqScore: numberInput(25),
  frq1Score: numberInput(5),
  frq2Score: numberInput(5),
  frq3Score: numberInput(5),
  frq4Score: numberInput(2),
  frq5Score: numberInput(2),
  frq6Score: numberInput(2),
  frq7Score: numberInput(2),
});
