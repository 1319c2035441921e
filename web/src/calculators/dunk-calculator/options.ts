/** The hoop types and the length and mass units (spec document 1, section 3.3). Kept apart from compute.ts so the route's search validation does not pull the maths into every page's first load. */
export const lengthUnits = ['m', 'cm', 'ft', 'in'] as const;
export type LengthUnit = (typeof lengthUnits)[number];
export const massUnits = ['kg', 'lbs'] as const;
export type MassUnit = (typeof massUnits)[number];

/** Regulation, youth and junior rims have set heights (hoopHeights in compute.ts); custom uses the height entered. */
export const hoopTypes = ['regulation', 'youth', 'junior', 'custom'] as const;
export type HoopType = (typeof hoopTypes)[number];
