import { createFileRoute } from '@tanstack/react-router';
import { percentageInputs } from '../../calculators/percentage-calculator/inputs.ts';
import { lazyPage } from '../../shared/frame/lazyPage.tsx';
import { pageHead, pageLoader } from '../../site/siteData.ts';

// The page's own code loads after the rest of the app (lazyPage): the served page shows its results meanwhile.
const PercentagePage = lazyPage(() => import('../../calculators/percentage-calculator/PercentagePage.tsx').then((module) => module.PercentagePage));

export const Route = createFileRoute('/_site/percentage-calculator')({
  validateSearch: percentageInputs.search,
  loader: pageLoader('/percentage-calculator', PercentagePage.load),
  head: pageHead,
  component: PercentagePage,
});
