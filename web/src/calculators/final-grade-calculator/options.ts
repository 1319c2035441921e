/** The fields' bounds. Kept apart from compute.ts so the route's search validation does not pull the maths into every page's first load. */

/** Weights and grades are percentages (spec document 2, section 5). */
export const percent = { min: 0, max: 100 } as const;

/**
 * The final exam's weight, a percentage of at least 0.01: the required grade is the gap divided by
 * it, and a weight nearer 0 would make that grade a number too large for any display (or Infinity).
 */
export const finalExamWeightBounds = { min: 0.01, max: 100 } as const;

export const maximumComponents = 50;
