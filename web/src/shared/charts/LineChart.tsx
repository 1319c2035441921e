import { ClientOnly } from '@tanstack/react-router';
import { lazy, Suspense, useRef } from 'react';
import { chartTable, lineChart } from './LineChart.styles.ts';
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
  /**
   * The y axis's tick labels, given every tick drawn; `formatY` when absent (the legend and the
   * table always use `formatY`). Money charts drop the cents when every tick is whole dollars.
   */
  formatYAxis?: (value: number, ticks: readonly number[]) => string;
  height?: number;
  /** Rows of the data table; defaults to every x. */
  tableRows?: readonly number[];
}

const plain = (value: number) => String(value);

/** The height the style sheet keeps room for (`lineChart.canvas`); another is set inline. */
const defaultHeight = 280;

/**
 * A responsive line chart whose drawing library loads in its own chunk, with its data in a table
 * behind a disclosure so the figures are readable without the picture.
 */
export function LineChart(props: LineChartProps) {
  const { title, summary, x, xLabel, series, formatX = plain, formatY = plain, height = defaultHeight, tableRows } = props;
  const tableSeries = series.filter((entry) => !entry.hiddenFromTable);
  const rows = (tableRows ?? x.map((_, index) => index)).filter((index) => index < x.length);
  const figure = useRef<HTMLElement>(null);
  // Drawn once it comes near the screen: most charts sit below the fold, on phones far below.
  const near = useNearViewport(figure);
  return (
    <figure ref={figure} className={lineChart.figure}>
      <figcaption className={lineChart.title}>{title}</figcaption>
      <p className={lineChart.summary}>{summary}</p>
      <div role="img" aria-label={summary} className={lineChart.canvas} style={height === defaultHeight ? undefined : { minHeight: `${height}px` }}>
        {/* A canvas drawn in the browser once near the screen: pre-rendered pages keep its room, and its table. */}
        <ClientOnly>
          {near && (
            <Suspense fallback={null}>
              <UplotCanvas {...props} height={height} />
            </Suspense>
          )}
        </ClientOnly>
      </div>
      <details className={lineChart.disclosure}>
        <summary className={lineChart.toggle}>Show the data as a table</summary>
        <div role="region" tabIndex={0} aria-label={`${title}: table`} className={lineChart.scroller}>
          <table className={chartTable.root}>
            <caption className={chartTable.caption}>{title}</caption>
            <thead className={chartTable.header}>
              <tr className={chartTable.row}>
                <th scope="col" className={chartTable.columnHeader}>
                  {xLabel}
                </th>
                {tableSeries.map((entry) => (
                  <th key={entry.label} scope="col" className={chartTable.seriesHeader}>
                    {entry.label}
                  </th>
                ))}
              </tr>
            </thead>
            {/* Plain rows under one style: a chart's table has dozens of rows (plainRows.ts). */}
            <tbody className={chartTable.body}>
              {rows.map((index) => (
                <tr key={index}>
                  <td>{formatX(x[index] ?? 0)}</td>
                  {tableSeries.map((entry) => {
                    const value = entry.values[index];
                    return <td key={entry.label}>{value === null || value === undefined ? '—' : formatY(value)}</td>;
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
