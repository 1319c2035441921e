import { createFileRoute, notFound } from '@tanstack/react-router';
import { calculators } from '../../catalogue/catalogue.ts';
import { pageHead } from '../../site/head.ts';
import { UpcomingCalculatorPage } from '../../site/pages/UpcomingCalculatorPage.tsx';

/**
 * Catalogue calculators that have no route file of their own yet. A calculator's own route file
 * takes precedence over this one as soon as it exists; any other path here is a 404.
 */
export const Route = createFileRoute('/_site/$calculator')({
  loader: ({ params }) => {
    const calculator = calculators.find((entry) => entry.slug === params.calculator);
    if (!calculator) throw notFound();
    return calculator;
  },
  head: ({ loaderData }) => (loaderData ? pageHead(loaderData.path, { noindex: true }) : {}),
  component: UpcomingCalculator,
});

function UpcomingCalculator() {
  return <UpcomingCalculatorPage calculator={Route.useLoaderData()} />;
}
