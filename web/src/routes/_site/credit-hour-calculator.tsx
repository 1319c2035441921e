import { createFileRoute } from '@tanstack/react-router';
import { CreditHourPage } from '../../calculators/credit-hour-calculator/CreditHourPage.tsx';
import type { creditHourInputs } from '../../calculators/credit-hour-calculator/inputs.ts';
import { urlSearch } from '../../shared/frame/urlSearch.ts';
import { pageHead, pageLoader } from '../../site/siteData.ts';

export const Route = createFileRoute('/_site/credit-hour-calculator')({
  validateSearch: urlSearch<typeof creditHourInputs>(),
  loader: pageLoader('/credit-hour-calculator'),
  head: pageHead,
  component: CreditHourPage,
});
