import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../../site/pages/HomePage.tsx';
import { pageRoute } from '../../site/siteData.ts';

export const Route = createFileRoute('/_site/')({
  ...pageRoute('/'),
  component: HomePage,
});
