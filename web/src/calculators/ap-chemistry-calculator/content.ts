import type { Faq } from '../../catalogue/seo.ts';
import type { HowItWorksContent } from '../../catalogue/content.ts';

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

export const faqs: readonly Faq[] = [
  {
    question: 'How is the AP Chemistry exam scored?',
    answer:
      'The exam has 60 multiple-choice questions and 7 free-response questions (3 long worth 10 points each and 4 short worth 4 points each). Each section is half of the composite score, which is then converted to an AP score from 1 to 5.',
  },
  {
    question: 'What weighted score do I need for a 5 on AP Chemistry?',
    answer:
      'In this calculator a weighted score of 72 or more predicts a 5, 58 or more a 4, 43 or more a 3 and 32 or more a 2. Actual cut-offs move a little each year.',
  },
  {
    question: 'Why is a free-response point worth more than a multiple-choice question?',
    answer:
      'Both sections count equally, but the free-response section has fewer points (46) than the multiple-choice section has questions (60). Each FRQ point is therefore weighted by 1.07 and each correct answer by 0.75.',
  },
  {
    question: 'Is a 3 a good score on AP Chemistry?',
    answer:
      'A 3 is a passing score and many colleges give credit or placement for it. Selective colleges and science majors often ask for a 4 or 5, so check each college’s AP credit policy.',
  },
  {
    question: 'How accurate is this AP Chemistry score prediction?',
    answer:
      'It is an estimate based on published scoring patterns. Use it to track progress and set targets; your real score depends on that year’s exam and its cut-offs.',
  },
];
