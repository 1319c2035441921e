import { createFileRoute } from '@tanstack/react-router';
import { LimitPage } from '../../calculators/limit-calculator/LimitPage.tsx';
import { limitInputs } from '../../calculators/limit-calculator/inputs.ts';
import { pageHead } from '../../site/head.ts';

export const Route = createFileRoute('/_site/limit-calculator')({
  validateSearch: limitInputs.search,
  head: () => pageHead('/limit-calculator'),
  component: LimitPage,
});
