import { createFileRoute } from '@tanstack/react-router';
import { BlooketPage } from '../../calculators/blooket-calculator/BlooketPage.tsx';
import type { blooketInputs } from '../../calculators/blooket-calculator/inputs.ts';
import { urlSearch } from '../../shared/frame/urlSearch.ts';
import { pageHead, pageLoader } from '../../site/siteData.ts';

export const Route = createFileRoute('/_site/blooket-calculator')({
  validateSearch: urlSearch<typeof blooketInputs>(),
  loader: pageLoader('/blooket-calculator'),
  head: pageHead,
  component: BlooketPage,
});
