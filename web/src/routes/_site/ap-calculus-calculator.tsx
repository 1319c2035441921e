import { createFileRoute } from '@tanstack/react-router';
import { ApCalculusPage } from '../../calculators/ap-calculus-calculator/ApCalculusPage.tsx';
import { apCalculusInputs } from '../../calculators/ap-calculus-calculator/inputs.ts';
import { pageHead } from '../../site/head.ts';

export const Route = createFileRoute('/_site/ap-calculus-calculator')({
  validateSearch: apCalculusInputs.search,
  head: () => pageHead('/ap-calculus-calculator'),
  component: ApCalculusPage,
});
