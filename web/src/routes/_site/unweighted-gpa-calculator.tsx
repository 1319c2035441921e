import { createFileRoute } from '@tanstack/react-router';
import { unweightedGpaInputs } from '../../calculators/unweighted-gpa-calculator/inputs.ts';
import { lazyPage } from '../../shared/frame/lazyPage.tsx';
import { pageHead, pageLoader } from '../../site/siteData.ts';

// The page's own code loads after the rest of the app (lazyPage): the served page shows its results meanwhile.
const UnweightedGpaPage = lazyPage(() =>
  import('../../calculators/unweighted-gpa-calculator/UnweightedGpaPage.tsx').then((module) => module.UnweightedGpaPage),
);

export const Route = createFileRoute('/_site/unweighted-gpa-calculator')({
  validateSearch: unweightedGpaInputs.search,
  loader: pageLoader('/unweighted-gpa-calculator', UnweightedGpaPage.load),
  head: pageHead,
  component: UnweightedGpaPage,
});
