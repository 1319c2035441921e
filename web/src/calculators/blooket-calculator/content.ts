import type { Faq } from '../../catalogue/seo.ts';
import type { HowItWorksContent } from '../../catalogue/content.ts';

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

export const faqs: readonly Faq[] = [
  {
    question: 'What are the odds of getting a Legendary Blook?',
    answer:
      'Each Space, Breakfast, Medieval or Bot pack has a 2% chance of a Legendary. Ten packs give about an 18.3% chance of at least one; you need 35 packs for an even chance and 114 packs for a 90% chance.',
  },
  {
    question: 'Which Blooket pack is best value?',
    answer:
      'The Bot pack costs 20 tokens instead of 25 and has the best Uncommon odds (70%), so it is the cheapest way to collect Uncommons. For Rares the Breakfast pack is best (30%). Epic and Legendary odds are the same in every pack.',
  },
  {
    question: 'Does opening more packs improve my odds on the next one?',
    answer:
      'No. Each pack is an independent draw with the same odds. More packs raise the chance that at least one of them contains the rarity, which is what this calculator shows.',
  },
  {
    question: 'How many tokens do I need for a good chance at an Epic?',
    answer: 'An Epic has an 8% chance per pack. Nine 25-token packs (225 tokens) give just over an even chance, and 28 packs (700 tokens) a 90% chance.',
  },
  {
    question: 'Why does the calculator never show 100%?',
    answer:
      'However many packs you open, there is always a small chance of missing a rarity. Very high chances are shown as "over 99.9%" instead of a misleading 100%.',
  },
];
