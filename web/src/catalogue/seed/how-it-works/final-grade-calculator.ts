import type { HowItWorksContent } from '../../content.ts';

export const howItWorks: HowItWorksContent = {
  steps: [
    'List the graded parts of the course (homework, quizzes, midterm…) with the weight each carries and the grade you have on it so far. Leave the grade at 0 for parts not yet graded.',
    'Enter the course grade you want and the weight of the final exam.',
    'The calculator shows the score you need on the final, your current grade and whether the goal is within reach.',
  ],
  formula:
    'Earned points = Σ (grade × weight ÷ 100) over the graded components\nFinal exam weight used = the smaller of the final exam weight and 100 − the weight of the graded components\nRequired final grade = (desired grade − earned points) ÷ final exam weight × 100, never below 0',
  uses: [
    'Planning how much to study for a final exam.',
    'Checking whether a target grade (for a scholarship, a major or a prerequisite) is still realistic.',
    'Talking through options with a teacher or academic adviser before the exam.',
  ],
  bestPractices: [
    'Take the weights from your syllabus; they usually add up to 100% together with the final exam.',
    'Enter grades as percentages (for 45 out of 50, enter 90).',
    'If the required score is above 100%, ask about extra credit or a retake policy, and set a back-up goal.',
  ],
  notes: [
    'A component with a grade of 0 is treated as not yet graded: it adds nothing and uses none of the course weight, and the row says so. Extra credit may take a component past 100%.',
    'If the graded components and the final exam add up to more than 100%, the final exam counts only for the weight that is left.',
    'The current grade is the weighted average of your graded components. Results are rounded to 2 decimals.',
    'The advice bands are: 0% already achieved, up to 60% very achievable, up to 80% achievable with steady work, up to 95% a strong performance, up to 100% near-perfect, above 100% impossible. The advice wording is ours, written as a school counsellor would put it.',
  ],
};
