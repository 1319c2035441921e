import { createFileRoute } from '@tanstack/react-router';
import { limitInputs } from '../../calculators/limit-calculator/inputs.ts';
import { lazyPage } from '../../shared/frame/lazyPage.tsx';
import { pageHead, pageLoader } from '../../site/siteData.ts';

// The page's code, with the maths parser, loads after the rest of the app (lazyPage).
const LimitPage = lazyPage(() => import('../../calculators/limit-calculator/LimitPage.tsx').then((module) => module.LimitPage));

export const Route = createFileRoute('/_site/limit-calculator')({
  validateSearch: limitInputs.search,
  loader: pageLoader('/limit-calculator', LimitPage.load),
  head: pageHead,
  component: LimitPage,
});
