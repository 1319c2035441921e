import { createFileRoute } from '@tanstack/react-router';
import { ratioInputs } from '../../calculators/ratio-calculator/inputs.ts';
import { lazyPage } from '../../shared/frame/lazyPage.tsx';
import { pageHead, pageLoader } from '../../site/siteData.ts';

// The page's own code loads after the rest of the app (lazyPage): the served page shows its results meanwhile.
const RatioPage = lazyPage(() => import('../../calculators/ratio-calculator/RatioPage.tsx').then((module) => module.RatioPage));

export const Route = createFileRoute('/_site/ratio-calculator')({
  validateSearch: ratioInputs.search,
  loader: pageLoader('/ratio-calculator', RatioPage.load),
  head: pageHead,
  component: RatioPage,
});
