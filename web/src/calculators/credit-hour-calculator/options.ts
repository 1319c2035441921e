/** The study efficiency levels (spec document 2, section 3). Kept apart from compute.ts so the route's search validation does not pull the maths into every page's first load. */
export const studyEfficiencies = ['high', 'medium', 'low'] as const;
export type StudyEfficiency = (typeof studyEfficiencies)[number];

/** A course's hours (spec document 2, section 5). */
export const courseBounds = { creditHours: { min: 1, max: 6 }, classHours: { min: 1, max: 10 }, studyHours: { min: 1, max: 20 } } as const;

export const maximumCourses = 30;

/** The planning fields' bounds (spec document 2, section 5; credits earned so far: up to 1,000). */
export const creditHourBounds = {
  currentCredits: { min: 0, max: 1_000 },
  maxCreditsPerSemester: { min: 1, max: 24 },
  workHours: { min: 0, max: 40 },
  otherCommitments: { min: 0, max: 30 },
} as const;
