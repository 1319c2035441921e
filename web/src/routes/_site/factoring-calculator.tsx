import { createFileRoute } from '@tanstack/react-router';
import { FactoringPage } from '../../calculators/factoring-calculator/FactoringPage.tsx';
import type { factoringInputs } from '../../calculators/factoring-calculator/inputs.ts';
import { urlSearch } from '../../shared/frame/urlSearch.ts';
import { pageHead } from '../../site/head.ts';

export const Route = createFileRoute('/_site/factoring-calculator')({
  validateSearch: urlSearch<typeof factoringInputs>(),
  head: () => pageHead('/factoring-calculator'),
  component: FactoringPage,
});
