import { createFileRoute } from '@tanstack/react-router';
import { UnweightedGpaPage } from '../../calculators/unweighted-gpa-calculator/UnweightedGpaPage.tsx';
import type { unweightedGpaInputs } from '../../calculators/unweighted-gpa-calculator/inputs.ts';
import { urlSearch } from '../../shared/frame/urlSearch.ts';
import { pageHead, pageLoader } from '../../site/siteData.ts';

export const Route = createFileRoute('/_site/unweighted-gpa-calculator')({
  validateSearch: urlSearch<typeof unweightedGpaInputs>(),
  loader: pageLoader('/unweighted-gpa-calculator'),
  head: pageHead,
  component: UnweightedGpaPage,
});
