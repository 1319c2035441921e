/** The bounds of an assignment row and of the list. Kept apart from compute.ts so the route's search validation does not pull the maths into every page's first load. */
/**
 * An assignment's weight and points (spec document 2, section 5: weight 0-100, points earned at
 * least 0, max points at least 1). A million points is more than any assignment carries and keeps
 * every sum and percentage exact.
 */
export const assignmentBounds = {
  weight: { min: 0, max: 100 },
  grade: { min: 0, max: 1_000_000 },
  maxPoints: { min: 1, max: 1_000_000 },
} as const;

export const maximumAssignments = 80;
