import { createFileRoute } from '@tanstack/react-router';
import { contactSeed } from '../../seed/pages/contact.ts';
import { pageHead } from '../../site/head.ts';
import { StaticPage } from '../../site/pages/StaticPage.tsx';

export const Route = createFileRoute('/_site/contact')({
  head: () => pageHead('/contact'),
  component: () => <StaticPage {...contactSeed} />,
});
