import { choiceInput, defineInputs, numberInput } from '../../shared/frame/inputs.ts';
import { modes, percentageBounds as bounds } from './options.ts';

/** URL inputs (CONVENTIONS section 4): /percentage-calculator?value1=40&value2=50&mode=change */
export const percentageInputs = defineInputs({
  value1: numberInput(100, bounds.value1),
  value2: numberInput(125, bounds.value2),
  mode: choiceInput(modes, 'change'),
});
