import { createFileRoute } from '@tanstack/react-router';
import { apEnglishInputs } from '../../calculators/ap-english-calculator/inputs.ts';
import { lazyPage } from '../../shared/frame/lazyPage.tsx';
import { pageHead, pageLoader } from '../../site/siteData.ts';

// The page's own code loads after the rest of the app (lazyPage): the served page shows its results meanwhile.
const ApEnglishPage = lazyPage(() => import('../../calculators/ap-english-calculator/ApEnglishPage.tsx').then((module) => module.ApEnglishPage));

export const Route = createFileRoute('/_site/ap-english-calculator')({
  validateSearch: apEnglishInputs.search,
  loader: pageLoader('/ap-english-calculator', ApEnglishPage.load),
  head: pageHead,
  component: ApEnglishPage,
});
