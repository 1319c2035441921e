import { createFileRoute } from '@tanstack/react-router';
import { TermsPage } from '../../site/pages/TermsPage.tsx';
import { pageHead } from '../../site/head.ts';

export const Route = createFileRoute('/_site/terms')({
  head: () => pageHead('/terms'),
  component: TermsPage,
});
