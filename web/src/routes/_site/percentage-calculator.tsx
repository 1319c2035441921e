import { createFileRoute } from '@tanstack/react-router';
import { PercentagePage } from '../../calculators/percentage-calculator/PercentagePage.tsx';
import type { percentageInputs } from '../../calculators/percentage-calculator/inputs.ts';
import { urlSearch } from '../../shared/frame/urlSearch.ts';
import { pageHead, pageLoader } from '../../site/siteData.ts';

export const Route = createFileRoute('/_site/percentage-calculator')({
  validateSearch: urlSearch<typeof percentageInputs>(),
  loader: pageLoader('/percentage-calculator'),
  head: pageHead,
  component: PercentagePage,
});
