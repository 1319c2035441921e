/** The pack types, input types and target rarities (spec document 1, section 3.3). Kept apart from compute.ts so the route's search validation does not pull the maths into every page's first load. */
export const packTypes = ['space', 'breakfast', 'medieval', 'bot'] as const;
export type PackType = (typeof packTypes)[number];
export const inputTypes = ['packs', 'tokens'] as const;
export type InputType = (typeof inputTypes)[number];
export const targetBlooks = ['common', 'uncommon', 'rare', 'epic', 'legendary'] as const;
export type TargetBlook = (typeof targetBlooks)[number];
