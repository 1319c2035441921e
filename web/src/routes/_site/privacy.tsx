import { createFileRoute } from '@tanstack/react-router';
import { StaticRecordPage } from '../../site/pages/StaticPage.tsx';
import { pageHead, pageLoader } from '../../site/siteData.ts';

export const Route = createFileRoute('/_site/privacy')({
  loader: pageLoader('/privacy'),
  head: pageHead,
  component: StaticRecordPage,
});
