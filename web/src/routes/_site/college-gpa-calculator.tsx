import { createFileRoute } from '@tanstack/react-router';
import { collegeGpaInputs } from '../../calculators/college-gpa-calculator/inputs.ts';
import { lazyPage } from '../../shared/frame/lazyPage.tsx';
import { pageHead, pageLoader } from '../../site/siteData.ts';

// The page's own code loads after the rest of the app (lazyPage): the served page shows its results meanwhile.
const CollegeGpaPage = lazyPage(() => import('../../calculators/college-gpa-calculator/CollegeGpaPage.tsx').then((module) => module.CollegeGpaPage));

export const Route = createFileRoute('/_site/college-gpa-calculator')({
  validateSearch: collegeGpaInputs.search,
  loader: pageLoader('/college-gpa-calculator', CollegeGpaPage.load),
  head: pageHead,
  component: CollegeGpaPage,
});
