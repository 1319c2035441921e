import { createFileRoute } from '@tanstack/react-router';
import { lazyPage } from '../../shared/frame/lazyPage.tsx';
import { pageHead, pageLoader } from '../../site/siteData.ts';

// The page's code, with the maths parser, loads after the rest of the app (lazyPage).
const ScientificPage = lazyPage(() => import('../../calculators/scientific-calculator/ScientificPage.tsx').then((module) => module.ScientificPage));

export const Route = createFileRoute('/_site/scientific-calculator')({
  loader: pageLoader('/scientific-calculator', ScientificPage.load),
  head: pageHead,
  component: ScientificPage,
});
