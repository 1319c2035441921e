import { choiceInput, defineInputs, numberInput } from '../../shared/frame/inputs.ts';
import { modes } from './options.ts';

/** URL inputs (CONVENTIONS section 4): /percentage-calculator?value1=40&value2=50&mode=change */
/** Values up to a million billion either way: every difference and percentage of them is exact to the digits shown. */
const value = { min: -1e15, max: 1e15 };

export const percentageInputs = defineInputs({
  value1: numberInput(100, value),
  value2: numberInput(125, value),
  mode: choiceInput(modes, 'change'),
});
