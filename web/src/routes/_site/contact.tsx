import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '../../site/pages/ContactPage.tsx';
import { pageRoute } from '../../site/siteData.ts';

export const Route = createFileRoute('/_site/contact')({
  ...pageRoute('/contact'),
  component: ContactPage,
});
