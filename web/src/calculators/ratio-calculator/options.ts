/** The values' bounds. Kept apart from compute.ts so the route's search validation does not pull the maths into every page's first load. */

/** Values of any everyday or scientific size: how far apart they may be is bounded below, not their size. */
export const valueBounds = { min: -1e300, max: 1e300 } as const;

/** How many times one value may be the other: beyond it the decimal and the percentage (×100) lose their digits, and may overflow. */
export const maximumRatio = 1e13;
