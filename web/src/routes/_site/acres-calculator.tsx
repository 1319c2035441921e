import { createFileRoute } from '@tanstack/react-router';
import { acresInputs } from '../../calculators/acres-calculator/inputs.ts';
import { lazyPage } from '../../shared/frame/lazyPage.tsx';
import { pageHead, pageLoader } from '../../site/siteData.ts';

// The page's own code loads after the rest of the app (lazyPage): the served page shows its results meanwhile.
const AcresPage = lazyPage(() => import('../../calculators/acres-calculator/AcresPage.tsx').then((module) => module.AcresPage));

export const Route = createFileRoute('/_site/acres-calculator')({
  validateSearch: acresInputs.search,
  loader: pageLoader('/acres-calculator', AcresPage.load),
  head: pageHead,
  component: AcresPage,
});
