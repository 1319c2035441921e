import { choiceInput, defineInputs, numberInput } from '../../shared/frame/inputs.ts';
import { lengthUnits } from './options.ts';

/** URL inputs (CONVENTIONS section 4): /tv-height-calculator?tvSize=55&tvUnit=inches&eyeHeight=42&eyeUnit=inches&viewingAngle=0 */
export const tvHeightInputs = defineInputs({
  tvSize: numberInput(55),
  tvUnit: choiceInput(lengthUnits, 'inches'),
  eyeHeight: numberInput(42),
  eyeUnit: choiceInput(lengthUnits, 'inches'),
  viewingAngle: numberInput(0),
});
