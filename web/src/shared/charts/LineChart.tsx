import { Box, Table, Text } from '@chakra-ui/react';
import { ClientOnly } from '@tanstack/react-router';
import { lazy, Suspense, useRef } from 'react';
import { plainTableRows } from '../ui/plainRows.ts';
import { useNearViewport } from './useNearViewport.ts';

const UplotCanvas = lazy(() => import('./UplotCanvas.tsx'));

export interface ChartSeries {
  label: string;
  /** One value per x; null leaves a gap (e.g. a shaded area only between two limits). */
  values: readonly (number | null)[];
  /** A CSS colour. */
  color: string;
  /** Fill the area between this series and zero. */
  fill?: boolean;
  dashed?: boolean;
  /** Drawn, but left out of the data table (e.g. a shading helper). */
  hiddenFromTable?: boolean;
}

export interface LineChartProps {
  title: string;
  /** A sentence saying what the chart shows, for screen readers and when it cannot be drawn. */
  summary: string;
  x: readonly number[];
  xLabel: string;
  yLabel: string;
  series: readonly ChartSeries[];
  formatX?: (value: number) => string;
  formatY?: (value: number) => string;
  height?: number;
  /** Rows of the data table; defaults to every x. */
  tableRows?: readonly number[];
}

const plain = (value: number) => String(value);

/**
 * A responsive line chart whose drawing library loads in its own chunk, with its data in a table
 * behind a disclosure so the figures are readable without the picture.
 */
export function LineChart(props: LineChartProps) {
  const { title, summary, x, xLabel, series, formatX = plain, formatY = plain, height = 280, tableRows } = props;
  const tableSeries = series.filter((entry) => !entry.hiddenFromTable);
  const rows = (tableRows ?? x.map((_, index) => index)).filter((index) => index < x.length);
  const figure = useRef<HTMLElement>(null);
  // Drawn once it comes near the screen: most charts sit below the fold, on phones far below.
  const near = useNearViewport(figure);
  return (
    <Box ref={figure} as="figure" m="0" borderWidth="1px" rounded="xl" p={{ base: '3', md: '4' }} bg="bg">
      <Text as="figcaption" fontWeight="semibold" mb="1">
        {title}
      </Text>
      <Text fontSize="sm" color="fg.muted" mb="3">
        {summary}
      </Text>
      <Box role="img" aria-label={summary} minH={`${height}px`}>
        {/* A canvas drawn in the browser once near the screen: pre-rendered pages keep its room, and its table. */}
        <ClientOnly>
          {near && (
            <Suspense fallback={null}>
              <UplotCanvas {...props} height={height} />
            </Suspense>
          )}
        </ClientOnly>
      </Box>
      <Box as="details" mt="3">
        <Box as="summary" cursor="pointer" fontSize="sm" color="blue.700">
          Show the data as a table
        </Box>
        <Box overflowX="auto" mt="2" maxH="80" overflowY="auto">
          <Table.Root size="sm" stickyHeader>
            <Table.Caption>{title}</Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader scope="col">{xLabel}</Table.ColumnHeader>
                {tableSeries.map((entry) => (
                  <Table.ColumnHeader key={entry.label} scope="col" textAlign="end">
                    {entry.label}
                  </Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            {/* Plain rows under one style: a chart's table has dozens of rows (plainRows.ts). */}
            <Table.Body css={plainTableRows}>
              {rows.map((index) => (
                <tr key={index}>
                  <td>{formatX(x[index] ?? 0)}</td>
                  {tableSeries.map((entry) => {
                    const value = entry.values[index];
                    return <td key={entry.label}>{value === null || value === undefined ? '—' : formatY(value)}</td>;
                  })}
                </tr>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      </Box>
    </Box>
  );
}
