import type { HowItWorksContent } from '../../content.ts';

export const howItWorks: HowItWorksContent = {
  steps: [
    'Enter how many multiple-choice questions you expect to get right: reading questions (out of 24) and writing questions (out of 21).',
    'For each of the three essays (synthesis, rhetorical analysis, argument), enter your rubric points: thesis (0-1), evidence and commentary (0-4) and sophistication (0-1).',
    'The predicted AP score, the weighted score out of 100, your section totals and where that score sits among all test takers update as you type.',
  ],
  formula:
    'MC total = reading + writing (out of 45)\nFRQ total = thesis + evidence + sophistication, summed over the three essays (out of 18)\nWeighted score = round(MC total + FRQ total × 3.055) (out of 100)\nAP score: 71+ → 5, 59-70 → 4, 45-58 → 3, 32-44 → 2, below 32 → 1',
  uses: [
    'Checking how a practice exam would likely convert to a 1-5 score.',
    'Seeing how much an extra rubric point on an essay is worth compared with more multiple-choice answers.',
    'Setting a target before exam day: the raw scores you need for a 3, 4 or 5.',
  ],
  bestPractices: [
    'Score your practice essays honestly against the official six-point rubric, or ask a teacher to score them.',
    'Each essay point is worth about three multiple-choice questions, so the evidence-and-commentary row is where most students gain the most.',
    'Treat the result as an estimate: the College Board sets the cut-offs anew each year.',
  ],
  notes: [
    'The spec describes two ways to weigh the sections; we use the one that fits a 100-point scale: the multiple-choice count plus the essay points × 3.055 (45 + 54.99 ≈ 100), rounded to a whole number.',
    'The share of students earning each score (5: 13.2%, 4: 17.4%, 3: 26.1%, 2: 19.0%, 1: 24.3%) follows 2023 guidelines. Your percentile is the share of students who earn a lower AP score than yours: the shares of the scores below it added up (for example 24.3 + 19.0 + 26.1 = 69.4% for a 4).',
    'Counts must be whole numbers within each section’s range; until they are, the results stay empty. A blank field counts as 0.',
    'Reset puts every field back to its starting value.',
  ],
};
