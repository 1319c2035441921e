import { createFileRoute } from '@tanstack/react-router';
import { AdminLayout } from '../admin/AdminLayout.tsx';

export const Route = createFileRoute('/admin')({
  head: () => ({ meta: [{ title: 'Admin | CalcSuite' }, { name: 'robots', content: 'noindex, nofollow' }] }),
  component: AdminLayout,
});
