import type { HowItWorksContent } from '../../content.ts';

export const howItWorks: HowItWorksContent = {
  steps: [
    'List the courses you plan to take, with their credit hours, weekly class hours and the study hours you expect each to need.',
    'Enter the credits you already have, your school’s maximum per semester, your weekly work hours and other commitments.',
    'Choose how efficiently you study: it scales every course’s study hours.',
    'Read the weekly hours the plan needs, the time you have, the workload, a recommended credit load, warnings and your path to graduation.',
  ],
  formula:
    'Time available = 168 − 56 (sleep) − work hours − other commitments\n' +
    'Study time per course = study hours (or 2.5 × credits when blank) × efficiency factor (high 1, medium 1.25, low 1.5)\n' +
    'Weekly hours = class hours + study time; workload = weekly hours ÷ credits\n' +
    'Workload: under 3 hours per credit light, under 4 moderate, under 5 heavy, otherwise very heavy\n' +
    'Semesters to graduate = (120 − credits after this semester) ÷ 15, rounded up',
  uses: [
    'Deciding how many credits to take next semester.',
    'Checking whether a job and a full course load fit in the same week.',
    'Seeing how a lighter or heavier load moves your graduation date.',
  ],
  bestPractices: [
    'The usual rule is 2–3 hours of study a week for every credit hour; lab and writing-heavy courses often need more.',
    'Keep some slack in the week: illness, exams and projects always take more time than planned.',
    'Balance hard and easier courses in the same semester.',
    'Check how dropping below 12 credits affects financial aid, scholarships and insurance before you do it.',
  ],
  notes: [
    'A course’s study hours are its base estimate (the starting courses use about 2.5 hours per credit, the usual guideline); the efficiency factor scales them, so 10 hours at medium efficiency plans 12.5. A blank study-hours cell uses 2.5 hours per credit.',
    'The recommended load is the most credits whose hours, at this plan’s hours per credit, fit in the time available, capped at the maximum per semester, and at 12 when you work more than 20 hours a week.',
    'Besides the two standard warnings (more than 20 work hours with more than 12 credits; fewer than 12 credits) the planner warns when the courses need more hours than you have free and when they exceed the maximum credits per semester.',
    'A 0-credit course (a lab, an audited course) counts its class and study hours, not credits. A course with negative or blank credits is left out of the totals, and the row says why.',
  ],
};
