import { createFileRoute } from '@tanstack/react-router';
import { CollegeCostPage } from '../../calculators/college-cost-calculator/CollegeCostPage.tsx';
import type { collegeCostInputs } from '../../calculators/college-cost-calculator/inputs.ts';
import { urlSearch } from '../../shared/frame/urlSearch.ts';
import { pageHead, pageLoader } from '../../site/siteData.ts';

export const Route = createFileRoute('/_site/college-cost-calculator')({
  validateSearch: urlSearch<typeof collegeCostInputs>(),
  loader: pageLoader('/college-cost-calculator'),
  head: pageHead,
  component: CollegeCostPage,
});
