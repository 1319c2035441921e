import { expressionInput } from '../../shared/expression/input.ts';
import { choiceInput, defineInputs, numberInput } from '../../shared/frame/inputs.ts';
import { methods } from './options.ts';

/** URL inputs (CONVENTIONS section 4): /integral-calculator?function=sin(x)&lowerLimit=0&upperLimit=3.14159&method=trapezoidal&intervals=20 */
export const integralInputs = defineInputs({
  function: expressionInput('x^2 + 2x + 1'),
  lowerLimit: numberInput(0),
  upperLimit: numberInput(2),
  method: choiceInput(methods, 'simpson'),
  intervals: numberInput(10),
});
