/** The bounds of a semester row and of the list. Kept apart from compute.ts so the route's search validation does not pull the maths into every page's first load. */
/**
 * A semester's GPA and credit hours (spec document 2, section 5). The GPA's maximum is the 4.3
 * scale's here; on the 4.0 scale the field says so above 4.0 (its maximum follows the scale chosen).
 */
export const semesterBounds = { gpa: { min: 0, max: 4.3 }, creditHours: { min: 1, max: 21 } } as const;

export const maximumSemesters = 40;
