import { createFileRoute } from '@tanstack/react-router';
import { blooketInputs } from '../../calculators/blooket-calculator/inputs.ts';
import { lazyPage } from '../../shared/frame/lazyPage.tsx';
import { pageHead, pageLoader } from '../../site/siteData.ts';

// The page's own code loads after the rest of the app (lazyPage): the served page shows its results meanwhile.
const BlooketPage = lazyPage(() => import('../../calculators/blooket-calculator/BlooketPage.tsx').then((module) => module.BlooketPage));

export const Route = createFileRoute('/_site/blooket-calculator')({
  validateSearch: blooketInputs.search,
  loader: pageLoader('/blooket-calculator', BlooketPage.load),
  head: pageHead,
  component: BlooketPage,
});
