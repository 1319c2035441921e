import { createFileRoute } from '@tanstack/react-router';
import { ApCalculusPage } from '../../calculators/ap-calculus-calculator/ApCalculusPage.tsx';
import type { apCalculusInputs } from '../../calculators/ap-calculus-calculator/inputs.ts';
import { urlSearch } from '../../shared/frame/urlSearch.ts';
import { pageRoute } from '../../site/siteData.ts';

export const Route = createFileRoute('/_site/ap-calculus-calculator')({
  validateSearch: urlSearch<typeof apCalculusInputs>(),
  ...pageRoute('/ap-calculus-calculator'),
  component: ApCalculusPage,
});
