import { createFileRoute } from '@tanstack/react-router';
import { ScientificPage } from '../../calculators/scientific-calculator/ScientificPage.tsx';
import { pageHead } from '../../site/head.ts';

export const Route = createFileRoute('/_site/scientific-calculator')({
  head: () => pageHead('/scientific-calculator'),
  component: ScientificPage,
});
