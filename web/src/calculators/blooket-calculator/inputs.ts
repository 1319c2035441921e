import { booleanInput, choiceInput, defineInputs, numberInput } from '../../shared/frame/inputs.ts';

/** The pack types, input types and target rarities. */
export const packTypes = ['space', 'breakfast', 'medieval', 'bot'] as const;
export type PackType = (typeof packTypes)[number];
export const inputTypes = ['packs', 'tokens'] as const;
export type InputType = (typeof inputTypes)[number];
export const targetBlooks = ['common', 'uncommon', 'rare', 'epic', 'legendary'] as const;
export type TargetBlook = (typeof targetBlooks)[number];

/** A whole number of packs or tokens, at least 1; a billion is more than any player will ever open, and keeps the token cost exact. */
export const amountBounds = { min: 1, max: 1_000_000_000, whole: true } as const;

/**
 * URL inputs: /blooket-calculator?packType=bot&inputType=tokens&amount=250&includeResale=false&targetBlook=epic
 * `includeResale` is the spec's, which uses it in no calculation: the page shows no switch for it
 * (a control that changes nothing), and links that carry it still open.
 */
export const blooketInputs = defineInputs({
  packType: choiceInput(packTypes, 'space'),
  inputType: choiceInput(inputTypes, 'packs'),
  amount: numberInput(10, amountBounds),
  includeResale: booleanInput(false),
  targetBlook: choiceInput(targetBlooks, 'legendary'),
});
