import { createFileRoute } from '@tanstack/react-router';
import { factoringInputs } from '../../calculators/factoring-calculator/inputs.ts';
import { lazyPage } from '../../shared/frame/lazyPage.tsx';
import { pageHead, pageLoader } from '../../site/siteData.ts';

// The page's code, with the maths parser, loads after the rest of the app (lazyPage).
const FactoringPage = lazyPage(() => import('../../calculators/factoring-calculator/FactoringPage.tsx').then((module) => module.FactoringPage));

export const Route = createFileRoute('/_site/factoring-calculator')({
  validateSearch: factoringInputs.search,
  loader: pageLoader('/factoring-calculator', FactoringPage.load),
  head: pageHead,
  component: FactoringPage,
});
