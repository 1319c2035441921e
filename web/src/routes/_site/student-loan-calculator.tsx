import { createFileRoute } from '@tanstack/react-router';
import { StudentLoanPage } from '../../calculators/student-loan-calculator/StudentLoanPage.tsx';
import type { studentLoanInputs } from '../../calculators/student-loan-calculator/inputs.ts';
import { urlSearch } from '../../shared/frame/urlSearch.ts';
import { pageHead, pageLoader } from '../../site/siteData.ts';

export const Route = createFileRoute('/_site/student-loan-calculator')({
  validateSearch: urlSearch<typeof studentLoanInputs>(),
  loader: pageLoader('/student-loan-calculator'),
  head: pageHead,
  component: StudentLoanPage,
});
