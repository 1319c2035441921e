/** The study efficiency levels (spec document 2, section 3). Kept apart from compute.ts so the route's search validation does not pull the maths into every page's first load. */
export const studyEfficiencies = ['high', 'medium', 'low'] as const;
export type StudyEfficiency = (typeof studyEfficiencies)[number];
