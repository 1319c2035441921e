import { createFileRoute } from '@tanstack/react-router';
import { WeightedGpaPage } from '../../calculators/weighted-gpa-calculator/WeightedGpaPage.tsx';
import type { weightedGpaInputs } from '../../calculators/weighted-gpa-calculator/inputs.ts';
import { urlSearch } from '../../shared/frame/urlSearch.ts';
import { pageHead, pageLoader } from '../../site/siteData.ts';

export const Route = createFileRoute('/_site/weighted-gpa-calculator')({
  validateSearch: urlSearch<typeof weightedGpaInputs>(),
  loader: pageLoader('/weighted-gpa-calculator'),
  head: pageHead,
  component: WeightedGpaPage,
});
