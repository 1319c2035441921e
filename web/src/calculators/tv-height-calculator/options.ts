/** The length units for the TV size and eye height (spec document 1, section 3.3). Kept apart from compute.ts so the route's search validation does not pull the maths into every page's first load. */
export const lengthUnits = ['inches', 'cm'] as const;
export type LengthUnit = (typeof lengthUnits)[number];

/** The fields' bounds: a screen or an eye height of ten thousand units is past any room; the spec's slider runs −30° to 30°. */
export const tvHeightBounds = {
  tvSize: { min: 0, max: 10_000 },
  eyeHeight: { min: 0, max: 10_000 },
  viewingAngle: { min: -30, max: 30 },
} as const;
