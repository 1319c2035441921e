import { createFileRoute } from '@tanstack/react-router';
import { termsSeed } from '../../seed/pages/terms.ts';
import { pageHead } from '../../site/head.ts';
import { StaticPage } from '../../site/pages/StaticPage.tsx';

export const Route = createFileRoute('/_site/terms')({
  head: () => pageHead('/terms'),
  component: () => <StaticPage {...termsSeed} />,
});
