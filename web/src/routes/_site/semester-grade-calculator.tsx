import { createFileRoute } from '@tanstack/react-router';
import { semesterGradeInputs } from '../../calculators/semester-grade-calculator/inputs.ts';
import { lazyPage } from '../../shared/frame/lazyPage.tsx';
import { pageHead, pageLoader } from '../../site/siteData.ts';

// The page's own code loads after the rest of the app (lazyPage): the served page shows its results meanwhile.
const SemesterGradePage = lazyPage(() =>
  import('../../calculators/semester-grade-calculator/SemesterGradePage.tsx').then((module) => module.SemesterGradePage),
);

export const Route = createFileRoute('/_site/semester-grade-calculator')({
  validateSearch: semesterGradeInputs.search,
  loader: pageLoader('/semester-grade-calculator', SemesterGradePage.load),
  head: pageHead,
  component: SemesterGradePage,
});
