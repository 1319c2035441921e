import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../../site/pages/HomePage.tsx';
import { pageHead } from '../../site/head.ts';

export const Route = createFileRoute('/_site/')({
  head: () => pageHead('/'),
  component: HomePage,
});
