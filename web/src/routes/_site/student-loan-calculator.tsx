import { createFileRoute } from '@tanstack/react-router';
import { studentLoanInputs } from '../../calculators/student-loan-calculator/inputs.ts';
import { lazyPage } from '../../shared/frame/lazyPage.tsx';
import { pageHead, pageLoader } from '../../site/siteData.ts';

// The page's own code loads after the rest of the app (lazyPage): the served page shows its results meanwhile.
const StudentLoanPage = lazyPage(() => import('../../calculators/student-loan-calculator/StudentLoanPage.tsx').then((module) => module.StudentLoanPage));

export const Route = createFileRoute('/_site/student-loan-calculator')({
  validateSearch: studentLoanInputs.search,
  loader: pageLoader('/student-loan-calculator', StudentLoanPage.load),
  head: pageHead,
  component: StudentLoanPage,
});
