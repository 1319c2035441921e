import { createFileRoute } from '@tanstack/react-router';
import { TermsPage } from '../../site/pages/TermsPage.tsx';
import { pageRoute } from '../../site/siteData.ts';

export const Route = createFileRoute('/_site/terms')({
  ...pageRoute('/terms'),
  component: TermsPage,
});
