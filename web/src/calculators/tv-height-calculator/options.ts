/** The length units for the TV size and eye height (spec document 1, section 3.3). Kept apart from compute.ts so the route's search validation does not pull the maths into every page's first load. */
export const lengthUnits = ['inches', 'cm'] as const;
export type LengthUnit = (typeof lengthUnits)[number];
