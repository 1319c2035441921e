/** The school types and living arrangements (spec document 2, section 3). Kept apart from compute.ts so the route's search validation does not pull the maths into every page's first load. */
export const schoolTypes = ['public-instate', 'public-outstate', 'private', 'community'] as const;
export type SchoolType = (typeof schoolTypes)[number];

export const livingArrangements = ['on-campus', 'off-campus', 'with-parents'] as const;
export type LivingArrangement = (typeof livingArrangements)[number];

/** Degree length in years (spec document 2, section 5); the year table has one row a year. */
export const degreeLengthBounds = { min: 1, max: 8 } as const;
