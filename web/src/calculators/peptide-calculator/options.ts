/** The vial and dose amount, water and body weight units (spec document 1, section 3.3). Kept apart from compute.ts so the route's search validation does not pull the maths into every page's first load. */
export const amountUnits = ['mg', 'mcg', 'IU'] as const;
export type AmountUnit = (typeof amountUnits)[number];
export const waterUnits = ['ml', 'cc'] as const;
export type WaterUnit = (typeof waterUnits)[number];
export const weightUnits = ['kg', 'lbs'] as const;
export type WeightUnit = (typeof weightUnits)[number];
