import { createFileRoute } from '@tanstack/react-router';
import { WeightedGpaPage } from '../../calculators/weighted-gpa-calculator/WeightedGpaPage.tsx';
import { weightedGpaInputs } from '../../calculators/weighted-gpa-calculator/inputs.ts';
import { pageHead } from '../../site/head.ts';

export const Route = createFileRoute('/_site/weighted-gpa-calculator')({
  validateSearch: weightedGpaInputs.search,
  head: () => pageHead('/weighted-gpa-calculator'),
  component: WeightedGpaPage,
});
