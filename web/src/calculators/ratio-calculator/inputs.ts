import { booleanInput, defineInputs, numberInput } from '../../shared/frame/inputs.ts';

/** URL inputs (CONVENTIONS section 4): /ratio-calculator?value1=1.5&value2=2.5&simplify=true */
/** Values up to a million billion either way: their ratio stays a number the page can show. */
const value = { min: -1e15, max: 1e15 };

export const ratioInputs = defineInputs({
  value1: numberInput(8, value),
  value2: numberInput(12, value),
  simplify: booleanInput(true),
});
