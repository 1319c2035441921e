/**
 * Blooket pack odds.
 *
 *   by packs:  packs = amount,                    cost = packs × pack cost
 *   by tokens: packs = ceil(tokens / pack cost),  cost = packs × pack cost
 *   probability of at least one Blook of the target rarity = 1 − (1 − p)^packs
 *
 * p is the per-pack chance of the rarity from the spec's table; Common maps to Uncommon. Advice:
 * above 80% high, above 50% moderate, above 20% low, otherwise very low (on the unrounded chance).
 * Where the spec is silent we decided: the probability is shown to one decimal and never as 100%
 * (a chance below certainty that rounds to 100.0 shows as 'over 99.9%'); by tokens, the cost is
 * what the rounded-up packs cost, and the shortfall against the tokens entered is reported; the
 * packs needed for a 50% and a 90% chance are ceil(ln(1 − target) / ln(1 − p)). The amount must be
 * a whole number of at least 1; anything else has no result.
 */
import { withinBounds } from '../../shared/math/bounds.ts';
import { roundTo } from '../../shared/math/round.ts';
import { amountBounds, type InputType, type PackType, type TargetBlook } from './inputs.ts';

type Rarity = Exclude<TargetBlook, 'common'>;

interface Pack {
  label: string;
  cost: number;
  chances: Readonly<Record<Rarity, number>>;
}

/** Spec 9.9: token cost and per-pack chance of each rarity. */
export const packs: Readonly<Record<PackType, Pack>> = {
  space: { label: 'Space', cost: 25, chances: { uncommon: 0.65, rare: 0.25, epic: 0.08, legendary: 0.02 } },
  breakfast: { label: 'Breakfast', cost: 25, chances: { uncommon: 0.6, rare: 0.3, epic: 0.08, legendary: 0.02 } },
  medieval: { label: 'Medieval', cost: 25, chances: { uncommon: 0.65, rare: 0.25, epic: 0.08, legendary: 0.02 } },
  bot: { label: 'Bot', cost: 20, chances: { uncommon: 0.7, rare: 0.2, epic: 0.08, legendary: 0.02 } },
};

export const rarityLabels: Readonly<Record<TargetBlook, string>> = {
  common: 'Common',
  uncommon: 'Uncommon',
  rare: 'Rare',
  epic: 'Epic',
  legendary: 'Legendary',
};

export interface Inputs {
  packType: PackType;
  inputType: InputType;
  /** Packs or tokens, per inputType. */
  amount: number;
  targetBlook: TargetBlook;
}

export type Advice = 'high' | 'moderate' | 'low' | 'very low';

export interface Result {
  expectedPacks: number;
  /** Tokens the packs cost. */
  expectedCost: number;
  /** By tokens: tokens still needed for the last (rounded-up) pack; 0 otherwise. */
  tokenShortfall: number;
  /** Per-pack chance of the target rarity, 0-1. */
  chancePerPack: number;
  /** Chance of at least one, in percent, to one decimal (99.9 at most). */
  probability: number;
  /** True when the chance is above 99.9% but, as always, below certainty. */
  probabilityAbove999: boolean;
  advice: Advice;
  formula: string;
  recommendation: string;
  packsFor50: number;
  packsFor90: number;
}

/** The rarity whose odds apply: Common maps to Uncommon. */
export function oddsRarity(target: TargetBlook): Rarity {
  return target === 'common' ? 'uncommon' : target;
}

/** Spec 9.9 advice bands, on the chance in percent. */
export function adviceFor(probabilityPercent: number): Advice {
  if (probabilityPercent > 80) return 'high';
  if (probabilityPercent > 50) return 'moderate';
  if (probabilityPercent > 20) return 'low';
  return 'very low';
}

/** Fewest packs giving at least `target` (0-1) chance of one hit at `chance` per pack. */
export function packsForChance(chance: number, target: number): number {
  // Rounded first so a ratio that is a whole number in exact arithmetic is not pushed up by binary noise.
  return Math.max(1, Math.ceil(roundTo(Math.log(1 - target) / Math.log(1 - chance), 9)));
}

/** 'a Rare', 'an Epic'. */
function withArticle(rarity: string): string {
  return `${/^[AEIOU]/.test(rarity) ? 'an' : 'a'} ${rarity}`;
}

function recommendationFor(advice: Advice, rarity: string, packsFor50: number, packsFor90: number): string {
  switch (advice) {
    case 'high':
      return `High chance: you are very likely to unbox at least one ${rarity} Blook with this many packs.`;
    case 'moderate':
      return `Moderate chance: better than even odds of ${withArticle(rarity)} Blook, but not guaranteed. ${packsFor90} packs would give you a 90% chance.`;
    case 'low':
      return `Low chance: you might get lucky, but it is more likely you will not. Save up for ${packsFor50} packs for an even chance, or ${packsFor90} for 90%.`;
    case 'very low':
      return `Very low chance: consider saving your tokens. ${packsFor50} packs give an even chance of ${withArticle(rarity)} Blook and ${packsFor90} packs a 90% chance.`;
  }
}

export function compute({ packType, inputType, amount, targetBlook }: Inputs): Result | null {
  if (!Number.isFinite(amount) || !withinBounds(amount, amountBounds)) return null;
  const pack = packs[packType];
  const rarity = oddsRarity(targetBlook);
  const chancePerPack = pack.chances[rarity];
  const expectedPacks = inputType === 'packs' ? amount : Math.ceil(amount / pack.cost);
  const expectedCost = expectedPacks * pack.cost;
  const exact = 1 - (1 - chancePerPack) ** expectedPacks;
  // Trimmed of binary noise so that, e.g., one pack at a 20% chance is exactly 20%, not 19.999…%.
  const exactPercent = roundTo(exact * 100, 10);
  const rounded = roundTo(exactPercent, 1);
  const probabilityAbove999 = rounded >= 100;
  const probability = probabilityAbove999 ? 99.9 : rounded;
  const advice = adviceFor(exactPercent);
  const packsFor50 = packsForChance(chancePerPack, 0.5);
  const packsFor90 = packsForChance(chancePerPack, 0.9);
  return {
    expectedPacks,
    expectedCost,
    tokenShortfall: inputType === 'tokens' ? expectedCost - amount : 0,
    chancePerPack,
    probability,
    probabilityAbove999,
    advice,
    formula: `1 − (1 − ${chancePerPack})^${expectedPacks} = ${probabilityAbove999 ? 'over 99.9' : probability}%`,
    recommendation: recommendationFor(advice, rarityLabels[rarity], packsFor50, packsFor90),
    packsFor50,
    packsFor90,
  };
}
