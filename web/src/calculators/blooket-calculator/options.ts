/** The pack types, input types and target rarities (spec document 1, section 3.3). Kept apart from compute.ts so the route's search validation does not pull the maths into every page's first load. */
export const packTypes = ['space', 'breakfast', 'medieval', 'bot'] as const;
export type PackType = (typeof packTypes)[number];
export const inputTypes = ['packs', 'tokens'] as const;
export type InputType = (typeof inputTypes)[number];
export const targetBlooks = ['common', 'uncommon', 'rare', 'epic', 'legendary'] as const;
export type TargetBlook = (typeof targetBlooks)[number];

/** A whole number of packs or tokens, at least 1; a billion is more than any player will ever open, and keeps the token cost exact. */
export const amountBounds = { min: 1, max: 1_000_000_000, whole: true } as const;
