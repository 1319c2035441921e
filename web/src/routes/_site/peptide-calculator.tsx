import { createFileRoute } from '@tanstack/react-router';
import { PeptidePage } from '../../calculators/peptide-calculator/PeptidePage.tsx';
import { peptideInputs } from '../../calculators/peptide-calculator/inputs.ts';
import { pageHead } from '../../site/head.ts';

export const Route = createFileRoute('/_site/peptide-calculator')({
  validateSearch: peptideInputs.search,
  head: () => pageHead('/peptide-calculator'),
  component: PeptidePage,
});
