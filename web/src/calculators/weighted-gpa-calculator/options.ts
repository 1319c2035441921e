/** The course levels and their weight multipliers (spec document 2, section 9). Kept apart from compute.ts so the route's search validation does not pull the maths into every page's first load. */
export const courseLevels = ['regular', 'honors', 'ap', 'dual'] as const;
export type CourseLevel = (typeof courseLevels)[number];

export const levelMultipliers: Readonly<Record<CourseLevel, number>> = { regular: 1.0, honors: 1.1, ap: 1.2, dual: 1.15 };

/**
 * A course's credits (spec document 2, section 5) and weight: a multiplier, 1 to 1.2 for the
 * levels; points are capped at 5 (section 9), so a weight above 5 would change nothing.
 */
export const courseBounds = { creditHours: { min: 0.5, max: 2 }, weight: { min: 0, max: 5 } } as const;

export const maximumCourses = 60;
