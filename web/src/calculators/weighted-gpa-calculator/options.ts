/** The course levels and their weight multipliers (spec document 2, section 9). Kept apart from compute.ts so the route's search validation does not pull the maths into every page's first load. */
export const courseLevels = ['regular', 'honors', 'ap', 'dual'] as const;
export type CourseLevel = (typeof courseLevels)[number];

export const levelMultipliers: Readonly<Record<CourseLevel, number>> = { regular: 1.0, honors: 1.1, ap: 1.2, dual: 1.15 };
