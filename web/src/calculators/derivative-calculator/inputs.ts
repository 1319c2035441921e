import { expressionInput } from '../../shared/expression/input.ts';
import { choiceInput, defineInputs, numberInput } from '../../shared/frame/inputs.ts';

/** The differentiation methods. */
export const methods = ['analytical', 'numerical'] as const;
export type Method = (typeof methods)[number];

/**
 * URL inputs: /derivative-calculator?function=sin(x)&point=0&method=numerical&stepSize=0.01
 * The point and the step may be any numbers: a derivative has no real-world range, and each costs a
 * few evaluations whatever its size (a step of 0 or less says so).
 */
export const derivativeInputs = defineInputs({
  function: expressionInput('x^2 + 2x + 1'),
  point: numberInput(1, { reads: 'maths' }),
  method: choiceInput(methods, 'analytical'),
  stepSize: numberInput(0.001, { reads: 'maths' }),
});
