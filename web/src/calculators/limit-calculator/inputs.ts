import { expressionInput } from '../../shared/expression/input.ts';
import { choiceInput, defineInputs, numberInput } from '../../shared/frame/inputs.ts';

/** The directions of approach. */
export const directions = ['both', 'left', 'right'] as const;
export type Direction = (typeof directions)[number];

/**
 * URL inputs: /limit-calculator?function=sin(x)/x&point=0&direction=both.
 * The point may be any number, or Infinity or -Infinity (kept as text): a limit has no real-world
 * range, and the work is the same at any point.
 */
export const limitInputs = defineInputs({
  function: expressionInput('(x^2 - 1)/(x - 1)'),
  point: numberInput(1, { reads: 'maths' }),
  direction: choiceInput(directions, 'both'),
});
