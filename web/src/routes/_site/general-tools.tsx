import { createFileRoute } from '@tanstack/react-router';
import { CategoryPage } from '../../site/pages/CategoryPage.tsx';
import { pageRoute } from '../../site/siteData.ts';

export const Route = createFileRoute('/_site/general-tools')({
  ...pageRoute('/general-tools'),
  component: () => <CategoryPage category="general" />,
});
