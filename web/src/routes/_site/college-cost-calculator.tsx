import { createFileRoute } from '@tanstack/react-router';
import { CollegeCostPage } from '../../calculators/college-cost-calculator/CollegeCostPage.tsx';
import type { collegeCostInputs } from '../../calculators/college-cost-calculator/inputs.ts';
import { urlSearch } from '../../shared/frame/urlSearch.ts';
import { pageRoute } from '../../site/siteData.ts';

export const Route = createFileRoute('/_site/college-cost-calculator')({
  validateSearch: urlSearch<typeof collegeCostInputs>(),
  ...pageRoute('/college-cost-calculator'),
  component: CollegeCostPage,
});
