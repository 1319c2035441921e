import { createFileRoute } from '@tanstack/react-router';
import { StandardDeviationPage } from '../../calculators/standard-deviation-calculator/StandardDeviationPage.tsx';
import { standardDeviationInputs } from '../../calculators/standard-deviation-calculator/inputs.ts';
import { pageHead } from '../../site/head.ts';

export const Route = createFileRoute('/_site/standard-deviation-calculator')({
  validateSearch: standardDeviationInputs.search,
  head: () => pageHead('/standard-deviation-calculator'),
  component: StandardDeviationPage,
});
