import { expressionInput } from '../../shared/expression/input.ts';
import { defineInputs, numberInput } from '../../shared/frame/inputs.ts';

/**
 * URL inputs: /factoring-calculator?polynomial=x^3 - x&degree=3. The degree is 1 to 4, the spec's
 * field and the degrees factored (the product factors all four); the page reads it from the
 * polynomial itself.
 */
export const factoringInputs = defineInputs({
  polynomial: expressionInput('x^2 + 3x + 2'),
  degree: numberInput(2, { min: 1, max: 4, whole: true }),
});
