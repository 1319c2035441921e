import { expressionInput } from '../../shared/expression/input.ts';
import { choiceInput, defineInputs, numberInput } from '../../shared/frame/inputs.ts';

/** The integration rules. */
export const methods = ['simpson', 'trapezoidal', 'rectangular'] as const;
export type Method = (typeof methods)[number];

/**
 * URL inputs: /integral-calculator?function=sin(x)&lowerLimit=0&upperLimit=3.14159&method=trapezoidal&intervals=20
 * The limits may be any numbers (an interval too wide for a double says so); the intervals, 2 to
 * 1,000 (the spec's, compute.ts), bound the work a keystroke does.
 */
export const integralInputs = defineInputs({
  function: expressionInput('x^2 + 2x + 1'),
  lowerLimit: numberInput(0, { reads: 'maths' }),
  upperLimit: numberInput(2, { reads: 'maths' }),
  method: choiceInput(methods, 'simpson'),
  intervals: numberInput(10),
});
