import { createFileRoute } from '@tanstack/react-router';
import { StaticRecordPage } from '../../site/pages/StaticPage.tsx';
import { pageHead, pageLoader } from '../../site/siteData.ts';

export const Route = createFileRoute('/_site/dmca')({
  loader: pageLoader('/dmca'),
  head: pageHead,
  component: StaticRecordPage,
});
