import { defineStyles, slotRecipe } from '../ui/styles.ts';

/** A worked calculation: its formula on a line of its own, then its numbered lines. */
export const working = defineStyles('calc-working', {
  formula: { my: '2', fontSize: 'lg', overflowX: 'auto' },
  list: [slotRecipe('list', 'root'), { ps: '5', gap: '1.5', fontSize: 'sm', lineHeight: '1.5', listStyleType: 'decimal' }],
  line: [slotRecipe('list', 'item'), { overflowWrap: 'anywhere' }],
});
