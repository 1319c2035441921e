import { createFileRoute } from '@tanstack/react-router';
import { DerivativePage } from '../../calculators/derivative-calculator/DerivativePage.tsx';
import { derivativeInputs } from '../../calculators/derivative-calculator/inputs.ts';
import { pageHead } from '../../site/head.ts';

export const Route = createFileRoute('/_site/derivative-calculator')({
  validateSearch: derivativeInputs.search,
  head: () => pageHead('/derivative-calculator'),
  component: DerivativePage,
});
