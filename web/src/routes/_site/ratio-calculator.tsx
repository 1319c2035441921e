import { createFileRoute } from '@tanstack/react-router';
import { RatioPage } from '../../calculators/ratio-calculator/RatioPage.tsx';
import type { ratioInputs } from '../../calculators/ratio-calculator/inputs.ts';
import { urlSearch } from '../../shared/frame/urlSearch.ts';
import { pageRoute } from '../../site/siteData.ts';

export const Route = createFileRoute('/_site/ratio-calculator')({
  validateSearch: urlSearch<typeof ratioInputs>(),
  ...pageRoute('/ratio-calculator'),
  component: RatioPage,
});
