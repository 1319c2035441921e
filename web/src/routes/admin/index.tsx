import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '../../admin/session/LoginPage.tsx';

export const Route = createFileRoute('/admin/')({
  component: LoginPage,
});
