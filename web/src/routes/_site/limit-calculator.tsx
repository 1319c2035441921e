import { createFileRoute } from '@tanstack/react-router';
import { LimitPage } from '../../calculators/limit-calculator/LimitPage.tsx';
import type { limitInputs } from '../../calculators/limit-calculator/inputs.ts';
import { urlSearch } from '../../shared/frame/urlSearch.ts';
import { pageHead } from '../../site/head.ts';

export const Route = createFileRoute('/_site/limit-calculator')({
  validateSearch: urlSearch<typeof limitInputs>(),
  head: () => pageHead('/limit-calculator'),
  component: LimitPage,
});
