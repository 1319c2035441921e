import type { HowItWorksContent } from '../../content.ts';

export const howItWorks: HowItWorksContent = {
  steps: [
    'Choose the pack you plan to open and the rarity of Blook you are hoping for.',
    'Choose whether you count in packs or in tokens, and enter how many.',
    'The chance of unboxing at least one Blook of that rarity, the packs and tokens involved, and how many packs give an even or a 90% chance update as you type.',
  ],
  formula:
    'Chance of at least one = 1 − (1 − p)^packs, where p is the per-pack chance of the rarity\nBy tokens: packs = ceil(tokens ÷ pack cost); cost = packs × pack cost\nPacks for a target chance = ceil(ln(1 − target) ÷ ln(1 − p))',
  uses: [
    'Deciding whether to spend your tokens now or keep saving for a Legendary.',
    'Comparing packs: the Bot pack is cheaper (20 tokens) and better for Uncommons.',
    'Setting a token goal: how many packs give you a realistic chance.',
  ],
  bestPractices: [
    'Every pack is an independent draw: a run of bad luck does not make the next pack any luckier.',
    'Aim for the 90% figure if you really want a rarity; half the players who stop at the 50% figure will still miss it.',
    'Odds can change with Blooket updates and events; check the in-game odds if they look different.',
  ],
  notes: [
    'Per-pack chances and prices follow the spec: Space, Breakfast and Medieval packs cost 25 tokens, Bot packs 20. A Common target uses the Uncommon odds, as the spec’s table has no separate Common row.',
    'By tokens the spec rounds the number of packs up, so the last pack may cost more tokens than you entered; the calculator then says how many tokens you are short.',
    'The chance is shown to one decimal place and never as 100%, since no number of packs makes a Blook certain: a chance that rounds to 100.0% reads "over 99.9%".',
    'The advice bands: above 80% high, above 50% moderate, above 20% low, otherwise very low.',
    'Resale value is not part of the odds, so there is no resale switch (links that name one still open). Results update as you type, so there is no Calculate button.',
  ],
};
