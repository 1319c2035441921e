import { createFileRoute } from '@tanstack/react-router';
import { dmcaSeed } from '../../seed/pages/dmca.ts';
import { pageHead } from '../../site/head.ts';
import { StaticPage } from '../../site/pages/StaticPage.tsx';

export const Route = createFileRoute('/_site/dmca')({
  head: () => pageHead('/dmca'),
  component: () => <StaticPage {...dmcaSeed} />,
});
