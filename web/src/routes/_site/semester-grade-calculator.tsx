import { createFileRoute } from '@tanstack/react-router';
import { SemesterGradePage } from '../../calculators/semester-grade-calculator/SemesterGradePage.tsx';
import { semesterGradeInputs } from '../../calculators/semester-grade-calculator/inputs.ts';
import { pageHead } from '../../site/head.ts';

export const Route = createFileRoute('/_site/semester-grade-calculator')({
  validateSearch: semesterGradeInputs.search,
  head: () => pageHead('/semester-grade-calculator'),
  component: SemesterGradePage,
});
