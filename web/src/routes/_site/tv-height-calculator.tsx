import { createFileRoute } from '@tanstack/react-router';
import { TvHeightPage } from '../../calculators/tv-height-calculator/TvHeightPage.tsx';
import { tvHeightInputs } from '../../calculators/tv-height-calculator/inputs.ts';
import { pageHead } from '../../site/head.ts';

export const Route = createFileRoute('/_site/tv-height-calculator')({
  validateSearch: tvHeightInputs.search,
  head: () => pageHead('/tv-height-calculator'),
  component: TvHeightPage,
});
