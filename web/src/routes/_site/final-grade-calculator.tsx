import { createFileRoute } from '@tanstack/react-router';
import { finalGradeInputs } from '../../calculators/final-grade-calculator/inputs.ts';
import { lazyPage } from '../../shared/frame/lazyPage.tsx';
import { pageHead, pageLoader } from '../../site/siteData.ts';

// The page's own code loads after the rest of the app (lazyPage): the served page shows its results meanwhile.
const FinalGradePage = lazyPage(() => import('../../calculators/final-grade-calculator/FinalGradePage.tsx').then((module) => module.FinalGradePage));

export const Route = createFileRoute('/_site/final-grade-calculator')({
  validateSearch: finalGradeInputs.search,
  loader: pageLoader('/final-grade-calculator', FinalGradePage.load),
  head: pageHead,
  component: FinalGradePage,
});
