import { choiceInput, defineInputs, numberInput } from '../../shared/frame/inputs.ts';
import { lengthUnits, tvHeightBounds as bounds } from './options.ts';

/** URL inputs (CONVENTIONS section 4): /tv-height-calculator?tvSize=55&tvUnit=inches&eyeHeight=42&eyeUnit=inches&viewingAngle=0 */
export const tvHeightInputs = defineInputs({
  tvSize: numberInput(55, bounds.tvSize),
  tvUnit: choiceInput(lengthUnits, 'inches'),
  eyeHeight: numberInput(42, bounds.eyeHeight),
  eyeUnit: choiceInput(lengthUnits, 'inches'),
  viewingAngle: numberInput(0, bounds.viewingAngle),
});
