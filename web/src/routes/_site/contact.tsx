import { createFileRoute } from '@tanstack/react-router';
import { StaticRecordPage } from '../../site/pages/StaticPage.tsx';
import { pageHead, pageLoader } from '../../site/siteData.ts';

export const Route = createFileRoute('/_site/contact')({
  loader: pageLoader('/contact'),
  head: pageHead,
  component: StaticRecordPage,
});
