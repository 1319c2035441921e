import { createFileRoute } from '@tanstack/react-router';
import { ApChemistryPage } from '../../calculators/ap-chemistry-calculator/ApChemistryPage.tsx';
import { apChemistryInputs } from '../../calculators/ap-chemistry-calculator/inputs.ts';
import { pageHead } from '../../site/head.ts';

export const Route = createFileRoute('/_site/ap-chemistry-calculator')({
  validateSearch: apChemistryInputs.search,
  head: () => pageHead('/ap-chemistry-calculator'),
  component: ApChemistryPage,
});
