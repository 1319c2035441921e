import { createFileRoute } from '@tanstack/react-router';
import { dunkInputs } from '../../calculators/dunk-calculator/inputs.ts';
import { lazyPage } from '../../shared/frame/lazyPage.tsx';
import { pageHead, pageLoader } from '../../site/siteData.ts';

// The page's own code loads after the rest of the app (lazyPage): the served page shows its results meanwhile.
const DunkPage = lazyPage(() => import('../../calculators/dunk-calculator/DunkPage.tsx').then((module) => module.DunkPage));

export const Route = createFileRoute('/_site/dunk-calculator')({
  validateSearch: dunkInputs.search,
  loader: pageLoader('/dunk-calculator', DunkPage.load),
  head: pageHead,
  component: DunkPage,
});
