import { createFileRoute } from '@tanstack/react-router';
import { FinalGradePage } from '../../calculators/final-grade-calculator/FinalGradePage.tsx';
import type { finalGradeInputs } from '../../calculators/final-grade-calculator/inputs.ts';
import { urlSearch } from '../../shared/frame/urlSearch.ts';
import { pageHead, pageLoader } from '../../site/siteData.ts';

export const Route = createFileRoute('/_site/final-grade-calculator')({
  validateSearch: urlSearch<typeof finalGradeInputs>(),
  loader: pageLoader('/final-grade-calculator'),
  head: pageHead,
  component: FinalGradePage,
});
