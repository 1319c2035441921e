import { createFileRoute } from '@tanstack/react-router';
import { IntegralPage } from '../../calculators/integral-calculator/IntegralPage.tsx';
import { integralInputs } from '../../calculators/integral-calculator/inputs.ts';
import { pageHead } from '../../site/head.ts';

export const Route = createFileRoute('/_site/integral-calculator')({
  validateSearch: integralInputs.search,
  head: () => pageHead('/integral-calculator'),
  component: IntegralPage,
});
