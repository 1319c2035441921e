import { createFileRoute } from '@tanstack/react-router';
import { CategoryPage } from '../../site/pages/CategoryPage.tsx';
import { pageHead, pageLoader } from '../../site/siteData.ts';

export const Route = createFileRoute('/_site/general-tools')({
  loader: pageLoader('/general-tools'),
  head: pageHead,
  component: () => <CategoryPage category="general" />,
});
