import { createFileRoute } from '@tanstack/react-router';
import { triangleInputs } from '../../calculators/triangle-calculator/inputs.ts';
import { lazyPage } from '../../shared/frame/lazyPage.tsx';
import { pageHead, pageLoader } from '../../site/siteData.ts';

// The page's own code loads after the rest of the app (lazyPage): the served page shows its results meanwhile.
const TrianglePage = lazyPage(() => import('../../calculators/triangle-calculator/TrianglePage.tsx').then((module) => module.TrianglePage));

export const Route = createFileRoute('/_site/triangle-calculator')({
  validateSearch: triangleInputs.search,
  loader: pageLoader('/triangle-calculator', TrianglePage.load),
  head: pageHead,
  component: TrianglePage,
});
