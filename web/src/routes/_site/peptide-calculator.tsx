import { createFileRoute } from '@tanstack/react-router';
import { PeptidePage } from '../../calculators/peptide-calculator/PeptidePage.tsx';
import type { peptideInputs } from '../../calculators/peptide-calculator/inputs.ts';
import { urlSearch } from '../../shared/frame/urlSearch.ts';
import { pageHead } from '../../site/head.ts';

export const Route = createFileRoute('/_site/peptide-calculator')({
  validateSearch: urlSearch<typeof peptideInputs>(),
  head: () => pageHead('/peptide-calculator'),
  component: PeptidePage,
});
