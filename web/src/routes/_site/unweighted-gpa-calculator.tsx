import { createFileRoute } from '@tanstack/react-router';
import { UnweightedGpaPage } from '../../calculators/unweighted-gpa-calculator/UnweightedGpaPage.tsx';
import { unweightedGpaInputs } from '../../calculators/unweighted-gpa-calculator/inputs.ts';
import { pageHead } from '../../site/head.ts';

export const Route = createFileRoute('/_site/unweighted-gpa-calculator')({
  validateSearch: unweightedGpaInputs.search,
  head: () => pageHead('/unweighted-gpa-calculator'),
  component: UnweightedGpaPage,
});
