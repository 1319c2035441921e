import { createFileRoute } from '@tanstack/react-router';
import { volumeInputs } from '../../calculators/volume-calculator/inputs.ts';
import { lazyPage } from '../../shared/frame/lazyPage.tsx';
import { pageHead, pageLoader } from '../../site/siteData.ts';

// The page's own code loads after the rest of the app (lazyPage): the served page shows its results meanwhile.
const VolumePage = lazyPage(() => import('../../calculators/volume-calculator/VolumePage.tsx').then((module) => module.VolumePage));

export const Route = createFileRoute('/_site/volume-calculator')({
  validateSearch: volumeInputs.search,
  loader: pageLoader('/volume-calculator', VolumePage.load),
  head: pageHead,
  component: VolumePage,
});
