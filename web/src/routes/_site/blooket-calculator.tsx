import { createFileRoute } from '@tanstack/react-router';
import { BlooketPage } from '../../calculators/blooket-calculator/BlooketPage.tsx';
import { blooketInputs } from '../../calculators/blooket-calculator/inputs.ts';
import { pageHead } from '../../site/head.ts';

export const Route = createFileRoute('/_site/blooket-calculator')({
  validateSearch: blooketInputs.search,
  head: () => pageHead('/blooket-calculator'),
  component: BlooketPage,
});
