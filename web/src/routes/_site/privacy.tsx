import { createFileRoute } from '@tanstack/react-router';
import { PrivacyPage } from '../../site/pages/PrivacyPage.tsx';
import { pageHead } from '../../site/head.ts';

export const Route = createFileRoute('/_site/privacy')({
  head: () => pageHead('/privacy'),
  component: PrivacyPage,
});
