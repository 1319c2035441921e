import { createFileRoute } from '@tanstack/react-router';
import { FinalGradePage } from '../../calculators/final-grade-calculator/FinalGradePage.tsx';
import type { finalGradeInputs } from '../../calculators/final-grade-calculator/inputs.ts';
import { urlSearch } from '../../shared/frame/urlSearch.ts';
import { pageRoute } from '../../site/siteData.ts';

export const Route = createFileRoute('/_site/final-grade-calculator')({
  validateSearch: urlSearch<typeof finalGradeInputs>(),
  ...pageRoute('/final-grade-calculator'),
  component: FinalGradePage,
});
