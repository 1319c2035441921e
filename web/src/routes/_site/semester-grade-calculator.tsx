import { createFileRoute } from '@tanstack/react-router';
import { SemesterGradePage } from '../../calculators/semester-grade-calculator/SemesterGradePage.tsx';
import type { semesterGradeInputs } from '../../calculators/semester-grade-calculator/inputs.ts';
import { urlSearch } from '../../shared/frame/urlSearch.ts';
import { pageHead, pageLoader } from '../../site/siteData.ts';

export const Route = createFileRoute('/_site/semester-grade-calculator')({
  validateSearch: urlSearch<typeof semesterGradeInputs>(),
  loader: pageLoader('/semester-grade-calculator'),
  head: pageHead,
  component: SemesterGradePage,
});
