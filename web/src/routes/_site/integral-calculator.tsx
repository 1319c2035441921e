import { createFileRoute } from '@tanstack/react-router';
import { IntegralPage } from '../../calculators/integral-calculator/IntegralPage.tsx';
import type { integralInputs } from '../../calculators/integral-calculator/inputs.ts';
import { urlSearch } from '../../shared/frame/urlSearch.ts';
import { pageHead } from '../../site/head.ts';

export const Route = createFileRoute('/_site/integral-calculator')({
  validateSearch: urlSearch<typeof integralInputs>(),
  head: () => pageHead('/integral-calculator'),
  component: IntegralPage,
});
