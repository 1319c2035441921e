import { createFileRoute } from '@tanstack/react-router';
import { ApEnglishPage } from '../../calculators/ap-english-calculator/ApEnglishPage.tsx';
import { apEnglishInputs } from '../../calculators/ap-english-calculator/inputs.ts';
import { pageHead } from '../../site/head.ts';

export const Route = createFileRoute('/_site/ap-english-calculator')({
  validateSearch: apEnglishInputs.search,
  head: () => pageHead('/ap-english-calculator'),
  component: ApEnglishPage,
});
