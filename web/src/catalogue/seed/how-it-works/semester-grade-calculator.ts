import type { HowItWorksContent } from '../../content.ts';

export const howItWorks: HowItWorksContent = {
  steps: [
    'Enter each assignment, quiz or exam with its weight in the course, the points you earned and the points it was out of.',
    'Leave the points blank for work not yet graded: it is left out until you fill it in.',
    'Your point percentage, weighted grade, projected final grade and letter grade update as you type.',
  ],
  formula:
    'Assignment percentage = points earned ÷ max points × 100\nWeighted grade = Σ (percentage × weight) ÷ Σ weight\nCurrent grade (points) = total points earned ÷ total max points × 100',
  uses: [
    'Knowing where you stand in a course mid-semester.',
    'Checking a teacher-reported grade against the syllabus weights.',
    'Seeing how much one assignment moves your overall grade.',
  ],
  bestPractices: [
    'Use the weights from your syllabus; when categories (homework, exams) carry the weight, split it across the assignments in each.',
    'A missed assignment counts as 0 points: enter 0 rather than leaving it blank if it will not be made up.',
    'The weighted grade is the one most teachers report; the point percentage only matches it when every point is worth the same.',
  ],
  notes: [
    'Letter grades: 97 A+, 93 A, 90 A-, 87 B+, 83 B, 80 B-, 77 C+, 73 C, 70 C-, 67 D+, 65 D, below 65 F.',
    'The projected final grade is the weighted grade (or the point percentage when no weights are entered), assuming the rest of the term goes the same way. The letter grade is read from it.',
    'Assignments with negative points, blank points, or max points of 0 or less (such as an extra-credit item worth 0) are left out, and the row says why. Percentages are rounded to 2 decimals.',
  ],
};
