import { createFileRoute } from '@tanstack/react-router';
import type { triangleInputs } from '../../calculators/triangle-calculator/inputs.ts';
import { lazyPage } from '../../shared/frame/lazyPage.tsx';
import { urlSearch } from '../../shared/frame/urlSearch.ts';
import { pageHead, pageLoader } from '../../site/siteData.ts';

// The page's own code loads after the rest of the app (lazyPage): the served page shows its results meanwhile.
const TrianglePage = lazyPage(() => import('../../calculators/triangle-calculator/TrianglePage.tsx').then((module) => module.TrianglePage));

export const Route = createFileRoute('/_site/triangle-calculator')({
  validateSearch: urlSearch<typeof triangleInputs>(),
  loader: pageLoader('/triangle-calculator', TrianglePage.load),
  head: pageHead,
  component: TrianglePage,
});
