import { createFileRoute } from '@tanstack/react-router';
import { TrianglePage } from '../../calculators/triangle-calculator/TrianglePage.tsx';
import { triangleInputs } from '../../calculators/triangle-calculator/inputs.ts';
import { pageHead } from '../../site/head.ts';

export const Route = createFileRoute('/_site/triangle-calculator')({
  validateSearch: triangleInputs.search,
  head: () => pageHead('/triangle-calculator'),
  component: TrianglePage,
});
