import { createFileRoute } from '@tanstack/react-router';
import { integralInputs } from '../../calculators/integral-calculator/inputs.ts';
import { lazyPage } from '../../shared/frame/lazyPage.tsx';
import { pageHead, pageLoader } from '../../site/siteData.ts';

// The page's code, with the maths parser, loads after the rest of the app (lazyPage).
const IntegralPage = lazyPage(() => import('../../calculators/integral-calculator/IntegralPage.tsx').then((module) => module.IntegralPage));

export const Route = createFileRoute('/_site/integral-calculator')({
  validateSearch: integralInputs.search,
  loader: pageLoader('/integral-calculator', IntegralPage.load),
  head: pageHead,
  component: IntegralPage,
});
