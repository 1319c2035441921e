import { createFileRoute } from '@tanstack/react-router';
import { CreditHourPage } from '../../calculators/credit-hour-calculator/CreditHourPage.tsx';
import { creditHourInputs } from '../../calculators/credit-hour-calculator/inputs.ts';
import { pageHead } from '../../site/head.ts';

export const Route = createFileRoute('/_site/credit-hour-calculator')({
  validateSearch: creditHourInputs.search,
  head: () => pageHead('/credit-hour-calculator'),
  component: CreditHourPage,
});
