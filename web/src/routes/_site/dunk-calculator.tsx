import { createFileRoute } from '@tanstack/react-router';
import { DunkPage } from '../../calculators/dunk-calculator/DunkPage.tsx';
import type { dunkInputs } from '../../calculators/dunk-calculator/inputs.ts';
import { urlSearch } from '../../shared/frame/urlSearch.ts';
import { pageHead, pageLoader } from '../../site/siteData.ts';

export const Route = createFileRoute('/_site/dunk-calculator')({
  validateSearch: urlSearch<typeof dunkInputs>(),
  loader: pageLoader('/dunk-calculator'),
  head: pageHead,
  component: DunkPage,
});
