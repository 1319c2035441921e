/** The hoop types and the length and mass units (spec document 1, section 3.3). Kept apart from compute.ts so the route's search validation does not pull the maths into every page's first load. */
export const lengthUnits = ['m', 'cm', 'ft', 'in'] as const;
export type LengthUnit = (typeof lengthUnits)[number];
export const massUnits = ['kg', 'lbs'] as const;
export type MassUnit = (typeof massUnits)[number];

/** Regulation, youth and junior rims have set heights (hoopHeights in compute.ts); custom uses the height entered. */
export const hoopTypes = ['regulation', 'youth', 'junior', 'custom'] as const;
export type HoopType = (typeof hoopTypes)[number];

/** A length in any of the units offered; ten thousand of them is past any rim, reach or leap. */
const length = { min: 0, max: 10_000 };

/**
 * The fields' bounds. A body of at least 1 kg (or lb) under a gravity of at least 0.01 m/s² keeps
 * every leap the measurements imply (energy ÷ (mass × g), speed² ÷ 2g) a finite number.
 */
export const dunkBounds = {
  hoopHeight: length,
  standingReach: length,
  minVerticalLeap: length,
  bodyMass: { min: 1, max: 10_000 },
  hangTime: { min: 0, max: 60 },
  jumpingEnergy: { min: 0, max: 1_000_000_000 },
  initialJumpingSpeed: { min: 0, max: 1_000 },
  gravitationalAcceleration: { min: 0.01, max: 1_000 },
  palmSize: { min: 0, max: 1_000 },
} as const;
