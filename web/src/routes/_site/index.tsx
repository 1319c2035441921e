import { createFileRoute } from '@tanstack/react-router';
import { homeSeed } from '../../seed/pages/home.ts';
import { pageHead } from '../../site/head.ts';
import { HomePage } from '../../site/pages/HomePage.tsx';

export const Route = createFileRoute('/_site/')({
  head: () => pageHead('/'),
  component: () => <HomePage {...homeSeed} />,
});
