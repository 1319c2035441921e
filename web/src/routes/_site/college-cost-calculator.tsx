import { createFileRoute } from '@tanstack/react-router';
import { collegeCostInputs } from '../../calculators/college-cost-calculator/inputs.ts';
import { lazyPage } from '../../shared/frame/lazyPage.tsx';
import { pageHead, pageLoader } from '../../site/siteData.ts';

// The page's own code loads after the rest of the app (lazyPage): the served page shows its results meanwhile.
const CollegeCostPage = lazyPage(() => import('../../calculators/college-cost-calculator/CollegeCostPage.tsx').then((module) => module.CollegeCostPage));

export const Route = createFileRoute('/_site/college-cost-calculator')({
  validateSearch: collegeCostInputs.search,
  loader: pageLoader('/college-cost-calculator', CollegeCostPage.load),
  head: pageHead,
  component: CollegeCostPage,
});
