import { createFileRoute } from '@tanstack/react-router';
import { collegeSavingsInputs } from '../../calculators/college-savings-calculator/inputs.ts';
import { lazyPage } from '../../shared/frame/lazyPage.tsx';
import { pageHead, pageLoader } from '../../site/siteData.ts';

// The page's own code loads after the rest of the app (lazyPage): the served page shows its results meanwhile.
const CollegeSavingsPage = lazyPage(() =>
  import('../../calculators/college-savings-calculator/CollegeSavingsPage.tsx').then((module) => module.CollegeSavingsPage),
);

export const Route = createFileRoute('/_site/college-savings-calculator')({
  validateSearch: collegeSavingsInputs.search,
  loader: pageLoader('/college-savings-calculator', CollegeSavingsPage.load),
  head: pageHead,
  component: CollegeSavingsPage,
});
