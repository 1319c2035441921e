import { describe, expect, it } from 'vitest';
import { adviceFor, compute, packsForChance, type Inputs } from './compute.ts';

const defaults: Inputs = { packType: 'space', inputType: 'packs', amount: 10, targetBlook: 'legendary' };

describe('chance of at least one Blook', () => {
  it('is 18.3% for 10 Space packs and a Legendary: 1 − 0.98^10 = 1 − 0.81707 = 0.18293', () => {
    expect(compute(defaults)).toMatchObject({ expectedPacks: 10, expectedCost: 250, chancePerPack: 0.02, probability: 18.3 });
  });

  it('uses each pack’s own table: one Breakfast pack is 30% for a Rare, one Bot pack 70% for an Uncommon, 20% for a Rare', () => {
    expect(compute({ ...defaults, packType: 'breakfast', targetBlook: 'rare', amount: 1 })?.probability).toBe(30);
    expect(compute({ ...defaults, packType: 'bot', targetBlook: 'uncommon', amount: 1 })?.probability).toBe(70);
    expect(compute({ ...defaults, packType: 'bot', targetBlook: 'rare', amount: 1 })?.probability).toBe(20);
    expect(compute({ ...defaults, packType: 'medieval', targetBlook: 'rare', amount: 1 })?.probability).toBe(25);
    expect(compute({ ...defaults, packType: 'space', targetBlook: 'uncommon', amount: 1 })?.probability).toBe(65);
    expect(compute({ ...defaults, packType: 'breakfast', targetBlook: 'uncommon', amount: 1 })?.probability).toBe(60);
  });

  it('maps a Common target to the Uncommon odds', () => {
    expect(compute({ ...defaults, targetBlook: 'common', amount: 1 })).toMatchObject({ chancePerPack: 0.65, probability: 65 });
  });

  it('rounds to one decimal: 8 Epic tries give 1 − 0.92^8 = 1 − 0.51322 = 48.7%', () => {
    expect(compute({ ...defaults, targetBlook: 'epic', amount: 8 })?.probability).toBe(48.7);
  });

  it('shows 99.9% when the chance rounds to 99.9 (6 Bot Uncommon tries: 1 − 0.3^6 = 99.927%)', () => {
    expect(compute({ ...defaults, packType: 'bot', targetBlook: 'uncommon', amount: 6 })).toMatchObject({ probability: 99.9, probabilityAbove999: false });
  });

  it('never shows 100%: 7 tries (1 − 0.3^7 = 99.978%) and 1000 Legendary tries read as over 99.9%', () => {
    expect(compute({ ...defaults, packType: 'bot', targetBlook: 'uncommon', amount: 7 })).toMatchObject({ probability: 99.9, probabilityAbove999: true });
    expect(compute({ ...defaults, amount: 1000 })).toMatchObject({ probability: 99.9, probabilityAbove999: true, formula: '1 − (1 − 0.02)^1000 = over 99.9%' });
  });

  it('writes out the formula', () => {
    expect(compute(defaults)?.formula).toBe('1 − (1 − 0.02)^10 = 18.3%');
  });
});

describe('packs and cost', () => {
  it('costs packs × 25 tokens, or × 20 for Bot packs', () => {
    expect(compute({ ...defaults, amount: 7 })?.expectedCost).toBe(175);
    expect(compute({ ...defaults, packType: 'bot', amount: 10 })?.expectedCost).toBe(200);
  });

  it('turns tokens into packs rounding up: 250 tokens buy 10 Space packs, with nothing missing', () => {
    expect(compute({ ...defaults, inputType: 'tokens', amount: 250 })).toMatchObject({ expectedPacks: 10, expectedCost: 250, tokenShortfall: 0 });
  });

  it('rounds a part pack up and says how many tokens are missing: 260 tokens → 11 packs costing 275, 15 short', () => {
    expect(compute({ ...defaults, inputType: 'tokens', amount: 260 })).toMatchObject({ expectedPacks: 11, expectedCost: 275, tokenShortfall: 15 });
  });

  it('uses the Bot price by tokens: 250 tokens → ceil(12.5) = 13 packs costing 260', () => {
    expect(compute({ ...defaults, packType: 'bot', inputType: 'tokens', amount: 250 })).toMatchObject({
      expectedPacks: 13,
      expectedCost: 260,
      tokenShortfall: 10,
    });
  });

  it('reports no shortfall when counting packs', () => {
    expect(compute(defaults)?.tokenShortfall).toBe(0);
  });
});

describe('packs for a 50% and a 90% chance', () => {
  it('needs 35 and 114 packs for a Legendary (ln 0.5 / ln 0.98 = 34.3, ln 0.1 / ln 0.98 = 113.97)', () => {
    expect(compute(defaults)).toMatchObject({ packsFor50: 35, packsFor90: 114 });
  });

  it('needs 9 and 28 packs for an Epic (8.31 and 27.6)', () => {
    expect(compute({ ...defaults, targetBlook: 'epic' })).toMatchObject({ packsFor50: 9, packsFor90: 28 });
  });

  it('needs 1 and 3 Space packs for an Uncommon (0.66 and 2.19)', () => {
    expect(compute({ ...defaults, targetBlook: 'uncommon' })).toMatchObject({ packsFor50: 1, packsFor90: 3 });
  });

  it('does not round an exact whole number up: a 50% chance twice reaches 75% in exactly 2 packs', () => {
    expect(packsForChance(0.5, 0.75)).toBe(2);
  });
});

describe('advice bands', () => {
  it('is very low at exactly 20% and low just above', () => {
    expect(adviceFor(20)).toBe('very low');
    expect(adviceFor(20.01)).toBe('low');
  });

  it('is low at exactly 50% and moderate just above', () => {
    expect(adviceFor(50)).toBe('low');
    expect(adviceFor(50.01)).toBe('moderate');
  });

  it('is moderate at exactly 80% and high just above', () => {
    expect(adviceFor(80)).toBe('moderate');
    expect(adviceFor(80.01)).toBe('high');
  });

  it('treats one Bot pack for a Rare as exactly 20%, very low, despite binary noise (1 − 0.8 = 0.19999…)', () => {
    expect(compute({ ...defaults, packType: 'bot', targetBlook: 'rare', amount: 1 })).toMatchObject({ advice: 'very low' });
    expect(compute({ ...defaults, packType: 'bot', targetBlook: 'rare', amount: 2 })).toMatchObject({ probability: 36, advice: 'low' });
  });

  it('gives each band its own recommendation', () => {
    expect(compute({ ...defaults, packType: 'bot', targetBlook: 'uncommon', amount: 2 })).toMatchObject({ probability: 91, advice: 'high' });
    expect(compute({ ...defaults, packType: 'breakfast', targetBlook: 'uncommon', amount: 1 })?.advice).toBe('moderate');
    expect(compute({ ...defaults, packType: 'breakfast', targetBlook: 'rare', amount: 1 })?.advice).toBe('low');
    expect(compute(defaults)?.recommendation).toBe(
      'Very low chance: consider saving your tokens. 35 packs give an even chance of a Legendary Blook and 114 packs a 90% chance.',
    );
  });
});

describe('recommendation wording', () => {
  it('uses "an" before a vowel: 13 Epic tries (1 − 0.92^13 = 66.2%) are moderate, 28 packs for 90%', () => {
    expect(compute({ ...defaults, packType: 'bot', targetBlook: 'epic', amount: 13 })).toMatchObject({
      probability: 66.2,
      advice: 'moderate',
      recommendation: 'Moderate chance: better than even odds of an Epic Blook, but not guaranteed. 28 packs would give you a 90% chance.',
    });
  });
});

describe('invalid input', () => {
  it('has no result for an amount below 1, fractional or not a number', () => {
    expect(compute({ ...defaults, amount: 0 })).toBeNull();
    expect(compute({ ...defaults, amount: -3 })).toBeNull();
    expect(compute({ ...defaults, amount: 2.5 })).toBeNull();
    expect(compute({ ...defaults, amount: Number.NaN })).toBeNull();
  });
});

describe('plausible extremes', () => {
  it('takes a single pack: a 2% chance of a Legendary', () => {
    expect(compute({ ...defaults, amount: 1 })).toMatchObject({ expectedPacks: 1, expectedCost: 25, probability: 2 });
  });

  it('takes a billion tokens: 40,000,000 Space packs, over 99.9%', () => {
    expect(compute({ ...defaults, inputType: 'tokens', amount: 1_000_000_000 })).toMatchObject({
      expectedPacks: 40_000_000,
      probability: 99.9,
      probabilityAbove999: true,
    });
  });
});
