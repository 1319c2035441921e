import { createFileRoute } from '@tanstack/react-router';
import { VolumePage } from '../../calculators/volume-calculator/VolumePage.tsx';
import { volumeInputs } from '../../calculators/volume-calculator/inputs.ts';
import { pageHead } from '../../site/head.ts';

export const Route = createFileRoute('/_site/volume-calculator')({
  validateSearch: volumeInputs.search,
  head: () => pageHead('/volume-calculator'),
  component: VolumePage,
});
