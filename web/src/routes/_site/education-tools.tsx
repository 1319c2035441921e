import { createFileRoute } from '@tanstack/react-router';
import { CategoryPage } from '../../site/pages/CategoryPage.tsx';
import { pageHead } from '../../site/head.ts';

export const Route = createFileRoute('/_site/education-tools')({
  head: () => pageHead('/education-tools'),
  component: () => <CategoryPage category="education" />,
});
