import { createFileRoute } from '@tanstack/react-router';
import { CumulativeGpaPage } from '../../calculators/cumulative-gpa-calculator/CumulativeGpaPage.tsx';
import { cumulativeGpaInputs } from '../../calculators/cumulative-gpa-calculator/inputs.ts';
import { pageHead } from '../../site/head.ts';

export const Route = createFileRoute('/_site/cumulative-gpa-calculator')({
  validateSearch: cumulativeGpaInputs.search,
  head: () => pageHead('/cumulative-gpa-calculator'),
  component: CumulativeGpaPage,
});
