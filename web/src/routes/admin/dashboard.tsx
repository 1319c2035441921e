import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '../../admin/DashboardPage.tsx';
import { dashboardSearch } from '../../admin/search.ts';

export const Route = createFileRoute('/admin/dashboard')({
  validateSearch: dashboardSearch,
  component: DashboardPage,
});
