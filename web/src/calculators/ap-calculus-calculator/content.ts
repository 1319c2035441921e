import type { Faq } from '../../catalogue/seo.ts';
import type { HowItWorksContent } from '../../catalogue/content.ts';

export const howItWorks: HowItWorksContent = {
  steps: [
    'Enter your correct multiple-choice answers: the no-calculator part (out of 30) and the calculator part (out of 15).',
    'Enter your free-response points: the calculator part (2 questions, out of 18) and the no-calculator part (4 questions, out of 36).',
    'The predicted AP score, the weighted score, your section totals and the percentile band update as you type.',
  ],
  formula:
    'MC = no-calculator + calculator multiple choice (out of 45)\nFRQ = calculator + no-calculator free response (out of 54)\nWeighted score = round(MC × 1.2 + FRQ × 1.5) (at most 135)\nAP score: 68+ → 5, 52-67 → 4, 39-51 → 3, 28-38 → 2, below 28 → 1',
  uses: [
    'Converting a practice exam into a predicted 1-5 score, for Calculus AB or BC.',
    'Seeing how many more free-response points would move you up a band.',
    'Setting section targets before exam day.',
  ],
  bestPractices: [
    'Score practice free-response answers with the official scoring guidelines: every justification and unit earns points.',
    'Never leave a multiple-choice question blank: there is no penalty for a wrong answer.',
    'Treat the prediction as an estimate: the College Board sets the cut-offs anew each year.',
  ],
  notes: [
    'The weights (1.2 per multiple-choice answer, 1.5 per free-response point) and cut-offs are the spec’s; the weighted score therefore runs to 135, not 100.',
    'The percentile bands are the ones the spec gives: 90th or above for a 5, 75th-89th for a 4, 50th-74th for a 3, 25th-49th for a 2 and below the 10th for a 1. They leave the 10th to 25th percentiles unassigned; we show them as given.',
    'Points must be whole numbers within each part’s range; until they are, the results stay empty. A blank field counts as 0. Reset puts every field back to its starting value.',
  ],
};

export const faqs: readonly Faq[] = [
  {
    question: 'How is the AP Calculus exam structured?',
    answer:
      'Section I has 45 multiple-choice questions: 30 without a calculator and 15 with one. Section II has 6 free-response questions worth 9 points each: 2 with a calculator (18 points) and 4 without (36 points). The two sections count equally.',
  },
  {
    question: 'What score do I need for a 5 on AP Calculus?',
    answer:
      'In this calculator a weighted score of 68 or more predicts a 5, 52 or more a 4, 39 or more a 3 and 28 or more a 2. Real cut-offs change a little every year.',
  },
  {
    question: 'Does this calculator work for both AP Calculus AB and BC?',
    answer:
      'Yes. Both exams share the same structure and section sizes, so the same inputs apply. BC students also receive an AB subscore, which this calculator does not estimate.',
  },
  {
    question: 'Is it better to gain multiple-choice or free-response points?',
    answer:
      'Each free-response point adds 1.5 to the weighted score and each multiple-choice answer 1.2, so a free-response point is worth a little more. Partial credit on free response is often the quickest gain.',
  },
  {
    question: 'How accurate is the predicted AP Calculus score?',
    answer:
      'It is an estimate from typical scoring patterns. It is good for tracking progress and setting goals, but your real score depends on that year’s exam and cut-offs.',
  },
];
