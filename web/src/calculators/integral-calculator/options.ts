/** The integration rules (spec section 3). Kept apart from the maths so the route's URL schema stays light. */
export const methods = ['simpson', 'trapezoidal', 'rectangular'] as const;
export type Method = (typeof methods)[number];
