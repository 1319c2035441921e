import type { HowItWorksContent } from '../../content.ts';

export const howItWorks: HowItWorksContent = {
  steps: [
    'Enter each course with its letter grade, its credits and its level: regular, honors, AP or dual enrollment.',
    "Choosing a level sets the course's weight to that level's usual multiplier; change the weight if your school uses another.",
    'Your weighted GPA (on a 5.0 scale), unweighted GPA (4.0 scale), quality points and the boost from advanced courses update as you type.',
  ],
  formula:
    'Unweighted points = 4.0-scale grade points (A+ and A 4.0, A- 3.7, B+ 3.3 … F 0)\nWeighted points = grade points × weight, at most 5.0 per course\nWeights: regular 1.0, honors 1.1, AP 1.2, dual enrollment 1.15\nGPA = Σ (points × credits) ÷ Σ credits; boost = weighted GPA − unweighted GPA',
  uses: [
    'Seeing how honors and AP courses lift a high school GPA.',
    'Comparing your weighted and unweighted GPA before college applications.',
    'Deciding whether an advanced course is worth it for you next year.',
  ],
  bestPractices: [
    'Schools weight courses differently (some add a flat 0.5 or 1.0): check your school profile and adjust the weights.',
    'Colleges often recalculate GPAs their own way, so report the figures your transcript shows.',
    'Rigor helps most when you can keep strong grades: a B in AP is weighted, but an unweighted GPA still counts it as a B.',
  ],
  notes: [
    'Each course is capped at 5.0 weighted points. A weight that is blank or not above 0 counts as the multiplier of the course level. Courses without a grade, or with 0 or fewer credits, are left out, and the row says why.',
    'Both GPAs and the boost are each rounded to 2 decimals from the unrounded values, so the boost is the true difference: 4.0333 − 3.7667 is a 0.27 boost, although the GPAs show as 4.03 and 3.77. The boost message wording is ours; it changes at boosts of 0.1, 0.3 and 0.5.',
    'Courses without a grade, or with 0 or fewer credits, are left out. The starting courses are only an example.',
  ],
};
