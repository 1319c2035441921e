import { createFileRoute } from '@tanstack/react-router';
import { SemesterGradePage } from '../../calculators/semester-grade-calculator/SemesterGradePage.tsx';
import type { semesterGradeInputs } from '../../calculators/semester-grade-calculator/inputs.ts';
import { urlSearch } from '../../shared/frame/urlSearch.ts';
import { pageHead } from '../../site/head.ts';

export const Route = createFileRoute('/_site/semester-grade-calculator')({
  validateSearch: urlSearch<typeof semesterGradeInputs>(),
  head: () => pageHead('/semester-grade-calculator'),
  component: SemesterGradePage,
});
