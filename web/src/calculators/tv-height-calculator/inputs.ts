import { choiceInput, defineInputs, numberInput } from '../../shared/frame/inputs.ts';
import { lengthUnits } from './options.ts';

/** URL inputs (CONVENTIONS section 4): /tv-height-calculator?tvSize=55&tvUnit=inches&eyeHeight=42&eyeUnit=inches&viewingAngle=0 */
export const tvHeightInputs = defineInputs({
  tvSize: numberInput(55, { min: 0, max: 10_000 }),
  tvUnit: choiceInput(lengthUnits, 'inches'),
  eyeHeight: numberInput(42, { min: 0, max: 10_000 }),
  eyeUnit: choiceInput(lengthUnits, 'inches'),
  viewingAngle: numberInput(0, { min: -30, max: 30 }),
});
