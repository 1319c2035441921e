import type { HowItWorksContent } from '../../content.ts';

export const howItWorks: HowItWorksContent = {
  steps: [
    'Enter how many of the 60 multiple-choice questions you expect to get right.',
    'Enter your points on each free-response question: questions 1-3 are long questions worth up to 10 points, questions 4-7 short ones worth up to 4.',
    'The predicted AP score, the weighted composite, your section totals, the percentile band and a note on what to work on next update as you type.',
  ],
  formula:
    'MC total = correct answers (out of 60)\nFRQ total = FRQ 1 + … + FRQ 7 (out of 46)\nWeighted score = round(MC total × 0.75 + FRQ total × 1.07) (at most 94)\nAP score: 72+ → 5, 58-71 → 4, 43-57 → 3, 32-42 → 2, below 32 → 1',
  uses: [
    'Turning a practice exam into a predicted 1-5 score.',
    'Seeing which section gains you more: one FRQ point (1.07) is worth more than one multiple-choice answer (0.75).',
    'Setting raw-score targets for a 3, 4 or 5 before exam day.',
  ],
  bestPractices: [
    'Score practice free-response answers with the official scoring guidelines, point by point.',
    'Show units and significant figures in calculations: free-response points are often lost there.',
    'Treat the prediction as an estimate: the College Board sets the cut-offs anew each year.',
  ],
  notes: [
    'The percentile bands are the ones the spec gives: 95th or above for a 5, 85th-94th for a 4, 60th-84th for a 3, 30th-59th for a 2 and below the 10th for a 1. They leave the 10th to 30th percentiles unassigned; we show them as given rather than invent a figure.',
    'Scores must be whole numbers within each question’s range; until they are, the results stay empty. A blank field counts as 0.',
    'The encouragement messages are ours. Reset puts every field back to its starting value.',
  ],
};
