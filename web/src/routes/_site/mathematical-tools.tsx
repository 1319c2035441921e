import { createFileRoute } from '@tanstack/react-router';
import { CategoryPage } from '../../site/pages/CategoryPage.tsx';
import { pageHead, pageLoader } from '../../site/siteData.ts';

export const Route = createFileRoute('/_site/mathematical-tools')({
  loader: pageLoader('/mathematical-tools'),
  head: pageHead,
  component: () => <CategoryPage category="mathematical" />,
});
