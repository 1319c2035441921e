/** The shapes and the names of their dimensions. Kept apart from compute.ts so the route's search validation does not pull the maths into every page's first load. */
export const shapes = ['sphere', 'cylinder', 'cone', 'cube', 'rectangular_prism'] as const;
export type Shape = (typeof shapes)[number];

export const dimensionNames = ['radius', 'height', 'side', 'length', 'width'] as const;
export type DimensionName = (typeof dimensionNames)[number];

/** A dimension in any length unit, up to a million: a volume of up to 4.2e18 cubic units stays a number the page can show. */
export const dimensionBounds = { min: 0, max: 1_000_000 } as const;
