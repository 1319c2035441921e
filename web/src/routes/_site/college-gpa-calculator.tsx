import { createFileRoute } from '@tanstack/react-router';
import { CollegeGpaPage } from '../../calculators/college-gpa-calculator/CollegeGpaPage.tsx';
import { collegeGpaInputs } from '../../calculators/college-gpa-calculator/inputs.ts';
import { pageHead } from '../../site/head.ts';

export const Route = createFileRoute('/_site/college-gpa-calculator')({
  validateSearch: collegeGpaInputs.search,
  head: () => pageHead('/college-gpa-calculator'),
  component: CollegeGpaPage,
});
