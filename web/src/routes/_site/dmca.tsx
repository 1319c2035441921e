import { createFileRoute } from '@tanstack/react-router';
import { DmcaPage } from '../../site/pages/DmcaPage.tsx';
import { pageHead } from '../../site/head.ts';

export const Route = createFileRoute('/_site/dmca')({
  head: () => pageHead('/dmca'),
  component: DmcaPage,
});
