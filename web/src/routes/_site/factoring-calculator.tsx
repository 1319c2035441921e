import { createFileRoute } from '@tanstack/react-router';
import { FactoringPage } from '../../calculators/factoring-calculator/FactoringPage.tsx';
import { factoringInputs } from '../../calculators/factoring-calculator/inputs.ts';
import { pageHead } from '../../site/head.ts';

export const Route = createFileRoute('/_site/factoring-calculator')({
  validateSearch: factoringInputs.search,
  head: () => pageHead('/factoring-calculator'),
  component: FactoringPage,
});
