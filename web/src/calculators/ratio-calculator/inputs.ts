import { booleanInput, defineInputs, numberInput } from '../../shared/frame/inputs.ts';
import { valueBounds } from './options.ts';

/** URL inputs (CONVENTIONS section 4): /ratio-calculator?value1=1.5&value2=2.5&simplify=true */
export const ratioInputs = defineInputs({
  value1: numberInput(8, valueBounds),
  value2: numberInput(12, valueBounds),
  simplify: booleanInput(true),
});
