import { createFileRoute } from '@tanstack/react-router';
import { ApEnglishPage } from '../../calculators/ap-english-calculator/ApEnglishPage.tsx';
import type { apEnglishInputs } from '../../calculators/ap-english-calculator/inputs.ts';
import { urlSearch } from '../../shared/frame/urlSearch.ts';
import { pageHead, pageLoader } from '../../site/siteData.ts';

export const Route = createFileRoute('/_site/ap-english-calculator')({
  validateSearch: urlSearch<typeof apEnglishInputs>(),
  loader: pageLoader('/ap-english-calculator'),
  head: pageHead,
  component: ApEnglishPage,
});
