import { createFileRoute } from '@tanstack/react-router';
import { cumulativeGpaInputs } from '../../calculators/cumulative-gpa-calculator/inputs.ts';
import { lazyPage } from '../../shared/frame/lazyPage.tsx';
import { pageHead, pageLoader } from '../../site/siteData.ts';

// The page's own code loads after the rest of the app (lazyPage): the served page shows its results meanwhile.
const CumulativeGpaPage = lazyPage(() =>
  import('../../calculators/cumulative-gpa-calculator/CumulativeGpaPage.tsx').then((module) => module.CumulativeGpaPage),
);

export const Route = createFileRoute('/_site/cumulative-gpa-calculator')({
  validateSearch: cumulativeGpaInputs.search,
  loader: pageLoader('/cumulative-gpa-calculator', CumulativeGpaPage.load),
  head: pageHead,
  component: CumulativeGpaPage,
});
