import { createFileRoute } from '@tanstack/react-router';
import { CollegeGpaPage } from '../../calculators/college-gpa-calculator/CollegeGpaPage.tsx';
import type { collegeGpaInputs } from '../../calculators/college-gpa-calculator/inputs.ts';
import { urlSearch } from '../../shared/frame/urlSearch.ts';
import { pageHead, pageLoader } from '../../site/siteData.ts';

export const Route = createFileRoute('/_site/college-gpa-calculator')({
  validateSearch: urlSearch<typeof collegeGpaInputs>(),
  loader: pageLoader('/college-gpa-calculator'),
  head: pageHead,
  component: CollegeGpaPage,
});
