import type { HowItWorksContent } from '../../content.ts';

export const howItWorks: HowItWorksContent = {
  steps: [
    'Choose the grading scale your college uses: 4.0, or 4.3 where an A+ earns 4.3 points.',
    'Enter each course with its credit hours and the letter grade you earned (or expect).',
    'Your GPA, total credits, quality points, equivalent letter grade and honors classification update as you type.',
  ],
  formula:
    'Quality points of a course = grade points × credit hours\nGPA = total quality points ÷ total credit hours\nGrade points: A+ 4.0 (4.3 on the 4.3 scale), A 4.0, A- 3.7, B+ 3.3, B 3.0, B- 2.7, C+ 2.3, C 2.0, C- 1.7, D+ 1.3, D 1.0, D- 0.7, F 0',
  uses: [
    'Checking your term or overall GPA before grades are released.',
    'Seeing which honors band (cum laude, magna, summa) you are in or close to.',
    'Testing how a grade in a heavy course would move your GPA.',
  ],
  bestPractices: [
    'Courses with more credit hours move your GPA more: plan study time accordingly.',
    'Pass/fail and withdrawn courses usually carry no grade points: leave their grade as No grade yet.',
    'Check your college catalogue for its own honors cut-offs; they vary between institutions.',
  ],
  notes: [
    'The GPA is rounded to 2 decimals, and the letter grade and classification are read from that rounded GPA.',
    'Courses without a grade, or with 0 or fewer credit hours (a 0-credit lab or an audited course), are left out, and the row says why. The starting letters (A, B+, A-, B) are only an example.',
    'Classification bands: 3.7 and above Summa Cum Laude, 3.5 Magna Cum Laude, 3.2 Cum Laude, 3.0 Good Standing, 2.7 Satisfactory, 2.0 Academic Warning, above 0 Academic Probation, 0 Academic Dismissal Risk.',
  ],
};
