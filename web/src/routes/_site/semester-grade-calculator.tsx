import { createFileRoute } from '@tanstack/react-router';
import { SemesterGradePage } from '../../calculators/semester-grade-calculator/SemesterGradePage.tsx';
import type { semesterGradeInputs } from '../../calculators/semester-grade-calculator/inputs.ts';
import { urlSearch } from '../../shared/frame/urlSearch.ts';
import { pageRoute } from '../../site/siteData.ts';

export const Route = createFileRoute('/_site/semester-grade-calculator')({
  validateSearch: urlSearch<typeof semesterGradeInputs>(),
  ...pageRoute('/semester-grade-calculator'),
  component: SemesterGradePage,
});
