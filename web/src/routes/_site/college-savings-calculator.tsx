import { createFileRoute } from '@tanstack/react-router';
import { CollegeSavingsPage } from '../../calculators/college-savings-calculator/CollegeSavingsPage.tsx';
import { collegeSavingsInputs } from '../../calculators/college-savings-calculator/inputs.ts';
import { pageHead } from '../../site/head.ts';

export const Route = createFileRoute('/_site/college-savings-calculator')({
  validateSearch: collegeSavingsInputs.search,
  head: () => pageHead('/college-savings-calculator'),
  component: CollegeSavingsPage,
});
