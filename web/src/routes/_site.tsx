import { createFileRoute, Outlet } from '@tanstack/react-router';
import { SiteLayout } from '../site/shell/SiteLayout.tsx';

export const Route = createFileRoute('/_site')({
  component: () => (
    <SiteLayout>
      <Outlet />
    </SiteLayout>
  ),
});
