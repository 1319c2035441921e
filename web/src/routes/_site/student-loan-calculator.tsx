import { createFileRoute } from '@tanstack/react-router';
import { StudentLoanPage } from '../../calculators/student-loan-calculator/StudentLoanPage.tsx';
import { studentLoanInputs } from '../../calculators/student-loan-calculator/inputs.ts';
import { pageHead } from '../../site/head.ts';

export const Route = createFileRoute('/_site/student-loan-calculator')({
  validateSearch: studentLoanInputs.search,
  head: () => pageHead('/student-loan-calculator'),
  component: StudentLoanPage,
});
