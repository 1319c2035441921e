import { createFileRoute } from '@tanstack/react-router';
import { ApCalculusPage } from '../../calculators/ap-calculus-calculator/ApCalculusPage.tsx';
import type { apCalculusInputs } from '../../calculators/ap-calculus-calculator/inputs.ts';
import { urlSearch } from '../../shared/frame/urlSearch.ts';
import { pageHead, pageLoader } from '../../site/siteData.ts';

export const Route = createFileRoute('/_site/ap-calculus-calculator')({
  validateSearch: urlSearch<typeof apCalculusInputs>(),
  loader: pageLoader('/ap-calculus-calculator'),
  head: pageHead,
  component: ApCalculusPage,
});
