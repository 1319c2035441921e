import { createFileRoute } from '@tanstack/react-router';
import { RatioPage } from '../../calculators/ratio-calculator/RatioPage.tsx';
import type { ratioInputs } from '../../calculators/ratio-calculator/inputs.ts';
import { urlSearch } from '../../shared/frame/urlSearch.ts';
import { pageHead, pageLoader } from '../../site/siteData.ts';

export const Route = createFileRoute('/_site/ratio-calculator')({
  validateSearch: urlSearch<typeof ratioInputs>(),
  loader: pageLoader('/ratio-calculator'),
  head: pageHead,
  component: RatioPage,
});
