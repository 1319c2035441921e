import { createFileRoute } from '@tanstack/react-router';
import { TvHeightPage } from '../../calculators/tv-height-calculator/TvHeightPage.tsx';
import type { tvHeightInputs } from '../../calculators/tv-height-calculator/inputs.ts';
import { urlSearch } from '../../shared/frame/urlSearch.ts';
import { pageHead, pageLoader } from '../../site/siteData.ts';

export const Route = createFileRoute('/_site/tv-height-calculator')({
  validateSearch: urlSearch<typeof tvHeightInputs>(),
  loader: pageLoader('/tv-height-calculator'),
  head: pageHead,
  component: TvHeightPage,
});
