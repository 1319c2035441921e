import { createFileRoute } from '@tanstack/react-router';
import { FinalGradePage } from '../../calculators/final-grade-calculator/FinalGradePage.tsx';
import { finalGradeInputs } from '../../calculators/final-grade-calculator/inputs.ts';
import { pageHead } from '../../site/head.ts';

export const Route = createFileRoute('/_site/final-grade-calculator')({
  validateSearch: finalGradeInputs.search,
  head: () => pageHead('/final-grade-calculator'),
  component: FinalGradePage,
});
