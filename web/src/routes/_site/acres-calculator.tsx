import { createFileRoute } from '@tanstack/react-router';
import { AcresPage } from '../../calculators/acres-calculator/AcresPage.tsx';
import { acresInputs } from '../../calculators/acres-calculator/inputs.ts';
import { pageHead } from '../../site/head.ts';

export const Route = createFileRoute('/_site/acres-calculator')({
  validateSearch: acresInputs.search,
  head: () => pageHead('/acres-calculator'),
  component: AcresPage,
});
