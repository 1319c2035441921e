import { createFileRoute } from '@tanstack/react-router';
import { creditHourInputs } from '../../calculators/credit-hour-calculator/inputs.ts';
import { lazyPage } from '../../shared/frame/lazyPage.tsx';
import { pageHead, pageLoader } from '../../site/siteData.ts';

// The page's own code loads after the rest of the app (lazyPage): the served page shows its results meanwhile.
const CreditHourPage = lazyPage(() => import('../../calculators/credit-hour-calculator/CreditHourPage.tsx').then((module) => module.CreditHourPage));

export const Route = createFileRoute('/_site/credit-hour-calculator')({
  validateSearch: creditHourInputs.search,
  loader: pageLoader('/credit-hour-calculator', CreditHourPage.load),
  head: pageHead,
  component: CreditHourPage,
});
