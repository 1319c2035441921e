import { createFileRoute } from '@tanstack/react-router';
import { CumulativeGpaPage } from '../../calculators/cumulative-gpa-calculator/CumulativeGpaPage.tsx';
import type { cumulativeGpaInputs } from '../../calculators/cumulative-gpa-calculator/inputs.ts';
import { urlSearch } from '../../shared/frame/urlSearch.ts';
import { pageHead, pageLoader } from '../../site/siteData.ts';

export const Route = createFileRoute('/_site/cumulative-gpa-calculator')({
  validateSearch: urlSearch<typeof cumulativeGpaInputs>(),
  loader: pageLoader('/cumulative-gpa-calculator'),
  head: pageHead,
  component: CumulativeGpaPage,
});
