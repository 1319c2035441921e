import { createFileRoute } from '@tanstack/react-router';
import { PeptidePage } from '../../calculators/peptide-calculator/PeptidePage.tsx';
import type { peptideInputs } from '../../calculators/peptide-calculator/inputs.ts';
import { urlSearch } from '../../shared/frame/urlSearch.ts';
import { pageHead, pageLoader } from '../../site/siteData.ts';

export const Route = createFileRoute('/_site/peptide-calculator')({
  validateSearch: urlSearch<typeof peptideInputs>(),
  loader: pageLoader('/peptide-calculator'),
  head: pageHead,
  component: PeptidePage,
});
