import { createFileRoute } from '@tanstack/react-router';
import { DmcaPage } from '../../site/pages/DmcaPage.tsx';
import { pageRoute } from '../../site/siteData.ts';

export const Route = createFileRoute('/_site/dmca')({
  ...pageRoute('/dmca'),
  component: DmcaPage,
});
