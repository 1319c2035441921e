import { createFileRoute } from '@tanstack/react-router';
import { apCalculusInputs } from '../../calculators/ap-calculus-calculator/inputs.ts';
import { lazyPage } from '../../shared/frame/lazyPage.tsx';
import { pageHead, pageLoader } from '../../site/siteData.ts';

// The page's own code loads after the rest of the app (lazyPage): the served page shows its results meanwhile.
const ApCalculusPage = lazyPage(() => import('../../calculators/ap-calculus-calculator/ApCalculusPage.tsx').then((module) => module.ApCalculusPage));

export const Route = createFileRoute('/_site/ap-calculus-calculator')({
  validateSearch: apCalculusInputs.search,
  loader: pageLoader('/ap-calculus-calculator', ApCalculusPage.load),
  head: pageHead,
  component: ApCalculusPage,
});
