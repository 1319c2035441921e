import { createFileRoute } from '@tanstack/react-router';
import { privacySeed } from '../../seed/pages/privacy.ts';
import { pageHead } from '../../site/head.ts';
import { StaticPage } from '../../site/pages/StaticPage.tsx';

export const Route = createFileRoute('/_site/privacy')({
  head: () => pageHead('/privacy'),
  component: () => <StaticPage {...privacySeed} />,
});
