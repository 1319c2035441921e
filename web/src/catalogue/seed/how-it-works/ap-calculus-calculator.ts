import type { HowItWorksContent } from '../../content.ts';

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
