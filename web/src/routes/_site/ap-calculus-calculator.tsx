import { createFileRoute } from '@tanstack/react-router';
import { ApCalculusPage } from '../../calculators/ap-calculus-calculator/ApCalculusPage.tsx';
import { faqs } from '../../calculators/ap-calculus-calculator/content.ts';
import { apCalculusInputs } from '../../calculators/ap-calculus-calculator/inputs.ts';
import { pageHead } from '../../site/head.ts';

export const Route = createFileRoute('/_site/ap-calculus-calculator')({
  validateSearch: apCalculusInputs.search,
  head: () => pageHead('/ap-calculus-calculator', { faqs }),
  component: ApCalculusPage,
});
