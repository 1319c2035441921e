import type { Faq } from '../../catalogue/seo.ts';

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
