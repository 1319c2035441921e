import { createFileRoute } from '@tanstack/react-router';
import { DunkPage } from '../../calculators/dunk-calculator/DunkPage.tsx';
import type { dunkInputs } from '../../calculators/dunk-calculator/inputs.ts';
import { urlSearch } from '../../shared/frame/urlSearch.ts';
import { pageRoute } from '../../site/siteData.ts';

export const Route = createFileRoute('/_site/dunk-calculator')({
  validateSearch: urlSearch<typeof dunkInputs>(),
  ...pageRoute('/dunk-calculator'),
  component: DunkPage,
});
