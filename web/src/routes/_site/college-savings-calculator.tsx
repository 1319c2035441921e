import { createFileRoute } from '@tanstack/react-router';
import { CollegeSavingsPage } from '../../calculators/college-savings-calculator/CollegeSavingsPage.tsx';
import type { collegeSavingsInputs } from '../../calculators/college-savings-calculator/inputs.ts';
import { urlSearch } from '../../shared/frame/urlSearch.ts';
import { pageHead, pageLoader } from '../../site/siteData.ts';

export const Route = createFileRoute('/_site/college-savings-calculator')({
  validateSearch: urlSearch<typeof collegeSavingsInputs>(),
  loader: pageLoader('/college-savings-calculator'),
  head: pageHead,
  component: CollegeSavingsPage,
});
