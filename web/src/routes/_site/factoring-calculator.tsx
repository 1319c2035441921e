import { createFileRoute } from '@tanstack/react-router';
import type { factoringInputs } from '../../calculators/factoring-calculator/inputs.ts';
import { lazyPage } from '../../shared/frame/lazyPage.tsx';
import { urlSearch } from '../../shared/frame/urlSearch.ts';
import { pageHead } from '../../site/head.ts';

// The page's code, with the maths parser, loads after the rest of the app (lazyPage).
const FactoringPage = lazyPage(() => import('../../calculators/factoring-calculator/FactoringPage.tsx').then((module) => module.FactoringPage));

export const Route = createFileRoute('/_site/factoring-calculator')({
  validateSearch: urlSearch<typeof factoringInputs>(),
  head: () => pageHead('/factoring-calculator'),
  loader: FactoringPage.load,
  component: FactoringPage,
});
