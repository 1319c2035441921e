import { createFileRoute } from '@tanstack/react-router';
import { DunkPage } from '../../calculators/dunk-calculator/DunkPage.tsx';
import { dunkInputs } from '../../calculators/dunk-calculator/inputs.ts';
import { pageHead } from '../../site/head.ts';

export const Route = createFileRoute('/_site/dunk-calculator')({
  validateSearch: dunkInputs.search,
  head: () => pageHead('/dunk-calculator'),
  component: DunkPage,
});
