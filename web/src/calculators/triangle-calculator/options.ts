/** The five calculation types, named by the sides (S) and angles (A) given. Kept apart from compute.ts so the route's search validation does not pull the maths into every page's first load. */
export const calculationTypes = ['SSS', 'SAS', 'ASA', 'AAS', 'SSA'] as const;
export type CalculationType = (typeof calculationTypes)[number];
