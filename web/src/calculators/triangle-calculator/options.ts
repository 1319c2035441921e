/** The five calculation types, named by the sides (S) and angles (A) given. Kept apart from compute.ts so the route's search validation does not pull the maths into every page's first load. */
export const calculationTypes = ['SSS', 'SAS', 'ASA', 'AAS', 'SSA'] as const;
export type CalculationType = (typeof calculationTypes)[number];

/** Sides up to a billion units (their squares and Heron's product stay exact), angles within a half turn. */
export const side = { min: 0, max: 1_000_000_000 } as const;
export const angle = { min: 0, max: 180 } as const;

/**
 * The smallest side and angle solved: below them squares underflow and sines vanish, and the
 * other sides would come out as 0 ÷ 0 or Infinity (a side of 1e9 opposite an angle of 1e-6° is
 * already 5.7e16 long).
 */
export const smallestSide = 1e-6;
export const smallestAngle = 1e-6;
