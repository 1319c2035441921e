import { createFileRoute } from '@tanstack/react-router';
import { CategoryPage } from '../../site/pages/CategoryPage.tsx';
import { pageHead } from '../../site/head.ts';

export const Route = createFileRoute('/_site/mathematical-tools')({
  head: () => pageHead('/mathematical-tools'),
  component: () => <CategoryPage category="mathematical" />,
});
