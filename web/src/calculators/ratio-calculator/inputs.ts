import { booleanInput, defineInputs, numberInput } from '../../shared/frame/inputs.ts';

/** Values of any everyday or scientific size: how far apart they may be is bounded below, not their size. */
export const valueBounds = { min: -1e300, max: 1e300, reads: 'maths' } as const;

/** URL inputs: /ratio-calculator?value1=1.5&value2=2.5&simplify=true */
export const ratioInputs = defineInputs({
  value1: numberInput(8, valueBounds),
  value2: numberInput(12, valueBounds),
  simplify: booleanInput(true),
});
