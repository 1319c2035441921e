/** The bounds of a course row and of the list. Kept apart from compute.ts so the route's search validation does not pull the maths into every page's first load. */
/** A course's credit hours (spec document 2, section 5). */
export const courseBounds = { creditHours: { min: 1, max: 6 } } as const;

export const maximumCourses = 60;
