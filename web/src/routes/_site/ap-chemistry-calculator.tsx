import { createFileRoute } from '@tanstack/react-router';
import { ApChemistryPage } from '../../calculators/ap-chemistry-calculator/ApChemistryPage.tsx';
import type { apChemistryInputs } from '../../calculators/ap-chemistry-calculator/inputs.ts';
import { urlSearch } from '../../shared/frame/urlSearch.ts';
import { pageHead, pageLoader } from '../../site/siteData.ts';

export const Route = createFileRoute('/_site/ap-chemistry-calculator')({
  validateSearch: urlSearch<typeof apChemistryInputs>(),
  loader: pageLoader('/ap-chemistry-calculator'),
  head: pageHead,
  component: ApChemistryPage,
});
