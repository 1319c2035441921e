import { createFileRoute } from '@tanstack/react-router';
import { PrivacyPage } from '../../site/pages/PrivacyPage.tsx';
import { pageRoute } from '../../site/siteData.ts';

export const Route = createFileRoute('/_site/privacy')({
  ...pageRoute('/privacy'),
  component: PrivacyPage,
});
