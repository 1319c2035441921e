import { createFileRoute } from '@tanstack/react-router';
import { CollegeCostPage } from '../../calculators/college-cost-calculator/CollegeCostPage.tsx';
import { collegeCostInputs } from '../../calculators/college-cost-calculator/inputs.ts';
import { pageHead } from '../../site/head.ts';

export const Route = createFileRoute('/_site/college-cost-calculator')({
  validateSearch: collegeCostInputs.search,
  head: () => pageHead('/college-cost-calculator'),
  component: CollegeCostPage,
});
