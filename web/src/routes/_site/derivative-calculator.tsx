import { createFileRoute } from '@tanstack/react-router';
import { derivativeInputs } from '../../calculators/derivative-calculator/inputs.ts';
import { lazyPage } from '../../shared/frame/lazyPage.tsx';
import { pageHead, pageLoader } from '../../site/siteData.ts';

// The page's code, with the maths parser, loads after the rest of the app (lazyPage).
const DerivativePage = lazyPage(() => import('../../calculators/derivative-calculator/DerivativePage.tsx').then((module) => module.DerivativePage));

export const Route = createFileRoute('/_site/derivative-calculator')({
  validateSearch: derivativeInputs.search,
  loader: pageLoader('/derivative-calculator', DerivativePage.load),
  head: pageHead,
  component: DerivativePage,
});
