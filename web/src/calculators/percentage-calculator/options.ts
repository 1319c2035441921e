/** The two modes, percentage difference and percentage change (spec document 1, section 3.3). Kept apart from compute.ts so the route's search validation does not pull the maths into every page's first load. */
export const modes = ['difference', 'change'] as const;
export type Mode = (typeof modes)[number];
