import { createFileRoute } from '@tanstack/react-router';
import { tvHeightInputs } from '../../calculators/tv-height-calculator/inputs.ts';
import { lazyPage } from '../../shared/frame/lazyPage.tsx';
import { pageHead, pageLoader } from '../../site/siteData.ts';

// The page's own code loads after the rest of the app (lazyPage): the served page shows its results meanwhile.
const TvHeightPage = lazyPage(() => import('../../calculators/tv-height-calculator/TvHeightPage.tsx').then((module) => module.TvHeightPage));

export const Route = createFileRoute('/_site/tv-height-calculator')({
  validateSearch: tvHeightInputs.search,
  loader: pageLoader('/tv-height-calculator', TvHeightPage.load),
  head: pageHead,
  component: TvHeightPage,
});
