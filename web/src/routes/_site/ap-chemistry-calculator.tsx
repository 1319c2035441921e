import { createFileRoute } from '@tanstack/react-router';
import { ApChemistryPage } from '../../calculators/ap-chemistry-calculator/ApChemistryPage.tsx';
import type { apChemistryInputs } from '../../calculators/ap-chemistry-calculator/inputs.ts';
import { urlSearch } from '../../shared/frame/urlSearch.ts';
import { pageRoute } from '../../site/siteData.ts';

export const Route = createFileRoute('/_site/ap-chemistry-calculator')({
  validateSearch: urlSearch<typeof apChemistryInputs>(),
  ...pageRoute('/ap-chemistry-calculator'),
  component: ApChemistryPage,
});
