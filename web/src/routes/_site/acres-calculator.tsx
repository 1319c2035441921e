import { createFileRoute } from '@tanstack/react-router';
import { AcresPage } from '../../calculators/acres-calculator/AcresPage.tsx';
import type { acresInputs } from '../../calculators/acres-calculator/inputs.ts';
import { urlSearch } from '../../shared/frame/urlSearch.ts';
import { pageHead, pageLoader } from '../../site/siteData.ts';

export const Route = createFileRoute('/_site/acres-calculator')({
  validateSearch: urlSearch<typeof acresInputs>(),
  loader: pageLoader('/acres-calculator'),
  head: pageHead,
  component: AcresPage,
});
