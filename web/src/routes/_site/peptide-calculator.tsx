import { createFileRoute } from '@tanstack/react-router';
import { peptideInputs } from '../../calculators/peptide-calculator/inputs.ts';
import { lazyPage } from '../../shared/frame/lazyPage.tsx';
import { pageHead, pageLoader } from '../../site/siteData.ts';

// The page's own code loads after the rest of the app (lazyPage): the served page shows its results meanwhile.
const PeptidePage = lazyPage(() => import('../../calculators/peptide-calculator/PeptidePage.tsx').then((module) => module.PeptidePage));

export const Route = createFileRoute('/_site/peptide-calculator')({
  validateSearch: peptideInputs.search,
  loader: pageLoader('/peptide-calculator', PeptidePage.load),
  head: pageHead,
  component: PeptidePage,
});
