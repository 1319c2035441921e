import { createFileRoute } from '@tanstack/react-router';
import { PercentagePage } from '../../calculators/percentage-calculator/PercentagePage.tsx';
import { percentageInputs } from '../../calculators/percentage-calculator/inputs.ts';
import { pageHead } from '../../site/head.ts';

export const Route = createFileRoute('/_site/percentage-calculator')({
  validateSearch: percentageInputs.search,
  head: () => pageHead('/percentage-calculator'),
  component: PercentagePage,
});
