import { createFileRoute } from '@tanstack/react-router';
import { StandardDeviationPage } from '../../calculators/standard-deviation-calculator/StandardDeviationPage.tsx';
import type { standardDeviationInputs } from '../../calculators/standard-deviation-calculator/inputs.ts';
import { urlSearch } from '../../shared/frame/urlSearch.ts';
import { pageHead, pageLoader } from '../../site/siteData.ts';

export const Route = createFileRoute('/_site/standard-deviation-calculator')({
  validateSearch: urlSearch<typeof standardDeviationInputs>(),
  loader: pageLoader('/standard-deviation-calculator'),
  head: pageHead,
  component: StandardDeviationPage,
});
