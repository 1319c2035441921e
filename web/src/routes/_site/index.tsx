import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../../site/pages/HomePage.tsx';
import { pageHead, pageLoader } from '../../site/siteData.ts';

export const Route = createFileRoute('/_site/')({
  loader: pageLoader('/'),
  head: pageHead,
  component: HomePage,
});
