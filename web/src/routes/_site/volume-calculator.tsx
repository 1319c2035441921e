import { createFileRoute } from '@tanstack/react-router';
import { VolumePage } from '../../calculators/volume-calculator/VolumePage.tsx';
import type { volumeInputs } from '../../calculators/volume-calculator/inputs.ts';
import { urlSearch } from '../../shared/frame/urlSearch.ts';
import { pageHead, pageLoader } from '../../site/siteData.ts';

export const Route = createFileRoute('/_site/volume-calculator')({
  validateSearch: urlSearch<typeof volumeInputs>(),
  loader: pageLoader('/volume-calculator'),
  head: pageHead,
  component: VolumePage,
});
