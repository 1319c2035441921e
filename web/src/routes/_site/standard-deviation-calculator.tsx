import { createFileRoute } from '@tanstack/react-router';
import { standardDeviationInputs } from '../../calculators/standard-deviation-calculator/inputs.ts';
import { lazyPage } from '../../shared/frame/lazyPage.tsx';
import { pageHead, pageLoader } from '../../site/siteData.ts';

// The page's own code loads after the rest of the app (lazyPage): the served page shows its results meanwhile.
const StandardDeviationPage = lazyPage(() =>
  import('../../calculators/standard-deviation-calculator/StandardDeviationPage.tsx').then((module) => module.StandardDeviationPage),
);

export const Route = createFileRoute('/_site/standard-deviation-calculator')({
  validateSearch: standardDeviationInputs.search,
  loader: pageLoader('/standard-deviation-calculator', StandardDeviationPage.load),
  head: pageHead,
  component: StandardDeviationPage,
});
