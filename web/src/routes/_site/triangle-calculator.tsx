import { createFileRoute } from '@tanstack/react-router';
import { TrianglePage } from '../../calculators/triangle-calculator/TrianglePage.tsx';
import type { triangleInputs } from '../../calculators/triangle-calculator/inputs.ts';
import { urlSearch } from '../../shared/frame/urlSearch.ts';
import { pageHead, pageLoader } from '../../site/siteData.ts';

export const Route = createFileRoute('/_site/triangle-calculator')({
  validateSearch: urlSearch<typeof triangleInputs>(),
  loader: pageLoader('/triangle-calculator'),
  head: pageHead,
  component: TrianglePage,
});
