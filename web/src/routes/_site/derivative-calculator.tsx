import { createFileRoute } from '@tanstack/react-router';
import { DerivativePage } from '../../calculators/derivative-calculator/DerivativePage.tsx';
import type { derivativeInputs } from '../../calculators/derivative-calculator/inputs.ts';
import { urlSearch } from '../../shared/frame/urlSearch.ts';
import { pageHead } from '../../site/head.ts';

export const Route = createFileRoute('/_site/derivative-calculator')({
  validateSearch: urlSearch<typeof derivativeInputs>(),
  head: () => pageHead('/derivative-calculator'),
  component: DerivativePage,
});
