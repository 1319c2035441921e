import { createFileRoute } from '@tanstack/react-router';
import { weightedGpaInputs } from '../../calculators/weighted-gpa-calculator/inputs.ts';
import { lazyPage } from '../../shared/frame/lazyPage.tsx';
import { pageHead, pageLoader } from '../../site/siteData.ts';

// The page's own code loads after the rest of the app (lazyPage): the served page shows its results meanwhile.
const WeightedGpaPage = lazyPage(() => import('../../calculators/weighted-gpa-calculator/WeightedGpaPage.tsx').then((module) => module.WeightedGpaPage));

export const Route = createFileRoute('/_site/weighted-gpa-calculator')({
  validateSearch: weightedGpaInputs.search,
  loader: pageLoader('/weighted-gpa-calculator', WeightedGpaPage.load),
  head: pageHead,
  component: WeightedGpaPage,
});
