import type { HowItWorksContent } from '../../content.ts';

export const howItWorks: HowItWorksContent = {
  steps: [
    'Choose the scale your school uses (4.0, or 4.3 where an A+ earns 4.3).',
    'Enter each semester in order, with its GPA and the credit hours it carried.',
    'Your cumulative GPA, total credits and quality points, the running GPA after each semester, your classification and your trend update as you type.',
  ],
  formula:
    'Quality points of a semester = semester GPA × credit hours\nCumulative GPA = total quality points ÷ total credit hours\nTrend = cumulative GPA after the latest semester − cumulative GPA before it',
  uses: [
    'Tracking progress toward graduation honors or a GPA requirement.',
    "Checking eligibility for the Dean's list, scholarships or a major with a GPA cut-off.",
    'Seeing whether your grades are moving in the right direction.',
  ],
  bestPractices: [
    'Use the term GPA and credit hours from your transcript, not the number of courses.',
    'A semester with many credits moves the cumulative GPA more than a light one.',
    'The more credits you have, the more slowly your cumulative GPA changes: plan improvements early.',
  ],
  notes: [
    'GPAs are rounded to 2 decimals; the classification and the trend are read from the rounded values shown in the history, so a rise of exactly 0.10 counts as a slight, not a strong, upward trend.',
    "Classification: 3.8 and above Summa Cum Laude, 3.6 Magna Cum Laude, 3.4 Cum Laude, 3.0 Dean's List Eligible, 2.5 Good Academic Standing, 2.0 Academic Warning, below 2.0 Academic Probation. Trend: above +0.1 strong upward, above 0 slight upward, below −0.1 downward, below 0 slight decline, 0 stable. The trend wording is ours.",
    'Semesters with a negative or blank GPA, or 0 or fewer credit hours, are left out, and the row says why; a row may also be a whole year or your transfer credits. A new semester is named by continuing Fall, Spring, Summer: after Fall 2024 comes Spring 2025. The starting GPAs (3.2, 3.5, 3.7) are only an example.',
  ],
};
