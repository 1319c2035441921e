/**
 * The modes: percentage difference and percentage change (spec document 1, section 3.3), and
 * 'X% of Y' (`of`) and 'X is what % of Y' (`what-percent`), CONVENTIONS D18. Kept apart from
 * compute.ts so the route's search validation does not pull the maths into every page's first load.
 */
export const modes = ['difference', 'change', 'of', 'what-percent'] as const;
export type Mode = (typeof modes)[number];

/** Values up to a million billion either way: every difference of them is exact to the digits shown. */
export const percentageBounds = { value1: { min: -1e15, max: 1e15 }, value2: { min: -1e15, max: 1e15 } } as const;
