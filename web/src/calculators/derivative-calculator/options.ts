/** The differentiation methods (spec section 3). Kept apart from the maths so the route's URL schema stays light. */
export const methods = ['analytical', 'numerical'] as const;
export type Method = (typeof methods)[number];
