import { choiceInput, defineInputs, numberInput } from '../../shared/frame/inputs.ts';

/**
 * The modes: percentage difference and percentage change, and
 * 'X% of Y' (`of`) and 'X is what % of Y' (`what-percent`), D18.
 */
export const modes = ['difference', 'change', 'of', 'what-percent'] as const;
export type Mode = (typeof modes)[number];

/**
 * Values up to a million billion either way: every difference of them is exact to the digits shown.
 * The first is a percentage in 'X% of Y', so a link may write it 50%.
 */
export const percentageBounds = { value1: { min: -1e15, max: 1e15, reads: 'percent' }, value2: { min: -1e15, max: 1e15 } } as const;

/** URL inputs: /percentage-calculator?value1=40&value2=50&mode=change */
export const percentageInputs = defineInputs({
  value1: numberInput(100, percentageBounds.value1),
  value2: numberInput(125, percentageBounds.value2),
  mode: choiceInput(modes, 'change'),
});
