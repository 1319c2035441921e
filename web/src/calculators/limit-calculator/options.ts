/** The directions of approach (spec section 3). Kept apart from the maths so the route's URL schema stays light. */
export const directions = ['both', 'left', 'right'] as const;
export type Direction = (typeof directions)[number];
