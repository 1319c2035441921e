import { createFileRoute } from '@tanstack/react-router';
import { apChemistryInputs } from '../../calculators/ap-chemistry-calculator/inputs.ts';
import { lazyPage } from '../../shared/frame/lazyPage.tsx';
import { pageHead, pageLoader } from '../../site/siteData.ts';

// The page's own code loads after the rest of the app (lazyPage): the served page shows its results meanwhile.
const ApChemistryPage = lazyPage(() => import('../../calculators/ap-chemistry-calculator/ApChemistryPage.tsx').then((module) => module.ApChemistryPage));

export const Route = createFileRoute('/_site/ap-chemistry-calculator')({
  validateSearch: apChemistryInputs.search,
  loader: pageLoader('/ap-chemistry-calculator', ApChemistryPage.load),
  head: pageHead,
  component: ApChemistryPage,
});
