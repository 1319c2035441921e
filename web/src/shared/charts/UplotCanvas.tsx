import { useEffect, useRef } from 'react';
import uPlot, { type AlignedData, type Options } from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { LineChartProps } from './LineChart.tsx';

function canDraw(): boolean {
  return typeof document !== 'undefined' && document.createElement('canvas').getContext('2d') !== null;
}

type Drawn = Pick<LineChartProps, 'x' | 'xLabel' | 'yLabel' | 'series' | 'formatX' | 'formatY' | 'formatYAxis'> & { height: number };

const dataOf = ({ x, series }: Pick<Drawn, 'x' | 'series'>) => [x as number[], ...series.map((entry) => entry.values as (number | null)[])] as AlignedData;

/** The chart's make-up: labels, series and their looks. Only a change to these builds a new chart. */
const shapeOf = ({ xLabel, yLabel, series, height }: Drawn) =>
  JSON.stringify([xLabel, yLabel, height, series.map(({ label, color, fill, dashed }) => [label, color, fill, dashed])]);

/** Grid and tick lines that read on a light or a dark page. */
const line = { stroke: 'rgba(128, 128, 128, 0.25)', width: 1 };

/** Axis labels in the page's own text colour, read when drawn, so they follow the colour scheme. */
const axisColours = { stroke: (chart: uPlot) => getComputedStyle(chart.root).color, grid: line, ticks: line };

/** Tick steps for an axis of whole numbers. */
const wholeIncrements = [1, 2, 5, 10, 20, 25, 50, 100, 200, 500, 1000];

function optionsFor(width: number, latest: { current: Drawn }): Options {
  const { x, xLabel, yLabel, series, height } = latest.current;
  // Whole x values (years, counts) get whole ticks: no 'year 2.5' between year 2 and year 3.
  const wholeX = x.every(Number.isInteger);
  // The formatters are read when the axes and legend are drawn, so the latest ones always apply.
  const formatX = (value: number) => latest.current.formatX?.(value) ?? String(value);
  const formatY = (value: number) => latest.current.formatY?.(value) ?? String(value);
  const formatYTick = (value: number, ticks: readonly number[]) => latest.current.formatYAxis?.(value, ticks) ?? formatY(value);
  return {
    width,
    height,
    legend: { show: true },
    cursor: { drag: { x: false, y: false } },
    scales: { x: { time: false } },
    axes: [
      { label: xLabel, values: (_, ticks) => ticks.map(formatX), ...(wholeX ? { incrs: wholeIncrements } : {}), ...axisColours },
      {
        ...axisColours,
        label: yLabel,
        labelSize: 20,
        // Wide enough for the longest tick label (e.g. $25,000), so the axis title never overlaps it.
        size: (chart, values) => Math.max(50, ...(values ?? []).map((value) => chart.ctx.measureText(String(value)).width / devicePixelRatio + 24)),
        values: (_, ticks) => ticks.map((tick) => formatYTick(tick, ticks)),
      },
    ],
    series: [
      { label: xLabel, value: (_, value) => (value === null ? '—' : formatX(value)) },
      ...series.map((entry) => ({
        label: entry.label,
        stroke: entry.color,
        width: 2,
        dash: entry.dashed ? [6, 4] : undefined,
        fill: entry.fill ? `${entry.color}33` : undefined,
        spanGaps: false,
        value: (_: uPlot, value: number | null) => (value === null ? '—' : formatY(value)),
      })),
    ],
  };
}

/**
 * The drawing itself (uPlot, in the chart's own chunk). Built once, and again only when the chart's
 * make-up changes; new data is drawn into the same chart, which on a keystroke costs a fraction of
 * building a new one.
 */
export default function UplotCanvas({ x, xLabel, yLabel, series, formatX, formatY, formatYAxis, height = 280 }: LineChartProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<uPlot | null>(null);
  const latest = useRef<Drawn>({ x, xLabel, yLabel, series, formatX, formatY, formatYAxis, height });
  const drawn = useRef<AlignedData | null>(null);
  const shape = shapeOf({ x, xLabel, yLabel, series, formatX, formatY, formatYAxis, height });

  // Runs first on every render, so the effects below and the chart's callbacks see these props.
  useEffect(() => {
    latest.current = { x, xLabel, yLabel, series, formatX, formatY, formatYAxis, height };
  });

  useEffect(() => {
    const container = containerRef.current;
    if (!container || !canDraw()) return;
    const data = dataOf(latest.current);
    const chart = new uPlot(optionsFor(Math.max(container.clientWidth, 200), latest), data, container);
    chartRef.current = chart;
    drawn.current = data;
    const observer = new ResizeObserver(() => chart.setSize({ width: Math.max(container.clientWidth, 200), height: latest.current.height }));
    observer.observe(container);
    // The canvas keeps the colours it was drawn in: drawn again when the colour scheme changes.
    const scheme = window.matchMedia('(prefers-color-scheme: dark)');
    const redraw = () => chart.redraw(false, true);
    scheme.addEventListener('change', redraw);
    return () => {
      scheme.removeEventListener('change', redraw);
      observer.disconnect();
      chart.destroy();
      chartRef.current = null;
      drawn.current = null;
    };
  }, [shape]);

  useEffect(() => {
    const chart = chartRef.current;
    const data = dataOf({ x, series });
    const previous = drawn.current;
    // The same arrays as drawn (a render for another reason): nothing to draw.
    if (!chart || (previous && previous.length === data.length && previous.every((values, index) => values === data[index]))) return;
    chart.setData(data);
    drawn.current = data;
  }, [x, series]);

  return <div ref={containerRef} style={{ width: '100%' }} />;
}
