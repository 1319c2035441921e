import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '../../site/pages/ContactPage.tsx';
import { pageHead } from '../../site/head.ts';

export const Route = createFileRoute('/_site/contact')({
  head: () => pageHead('/contact'),
  component: ContactPage,
});
