import { createFileRoute } from '@tanstack/react-router';
import { RatioPage } from '../../calculators/ratio-calculator/RatioPage.tsx';
import { ratioInputs } from '../../calculators/ratio-calculator/inputs.ts';
import { pageHead } from '../../site/head.ts';

export const Route = createFileRoute('/_site/ratio-calculator')({
  validateSearch: ratioInputs.search,
  head: () => pageHead('/ratio-calculator'),
  component: RatioPage,
});
