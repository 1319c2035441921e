import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '../../admin/DashboardPage.tsx';

export const Route = createFileRoute('/admin/dashboard')({
  component: DashboardPage,
});
