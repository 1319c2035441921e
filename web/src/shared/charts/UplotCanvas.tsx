import { useEffect, useRef } from 'react';
import uPlot, { type AlignedData, type Options } from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { LineChartProps } from './LineChart.tsx';

function canDraw(): boolean {
  return typeof document !== 'undefined' && document.createElement('canvas').getContext('2d') !== null;
}

/** The drawing itself (uPlot, about 20 KB gzipped), redrawn when the data or the width changes. */
export default function UplotCanvas({ x, xLabel, yLabel, series, formatX, formatY, height = 280 }: LineChartProps) {
  const containerRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const container = containerRef.current;
    if (!container || !canDraw()) return;
    const options: Options = {
      width: Math.max(container.clientWidth, 200),
      height,
      legend: { show: true },
      cursor: { drag: { x: false, y: false } },
      scales: { x: { time: false } },
      axes: [
        { label: xLabel, values: (_, ticks) => ticks.map((tick) => (formatX ? formatX(tick) : String(tick))) },
        {
          label: yLabel,
          labelSize: 20,
          // Wide enough for the longest tick label (e.g. $25,000.00), so the axis title never overlaps it.
          size: (chart, values) => Math.max(50, ...(values ?? []).map((value) => chart.ctx.measureText(String(value)).width / devicePixelRatio + 24)),
          values: (_, ticks) => ticks.map((tick) => (formatY ? formatY(tick) : String(tick))),
        },
      ],
      series: [
        { label: xLabel, value: (_, value) => (value === null ? '—' : formatX ? formatX(value) : String(value)) },
        ...series.map((entry) => ({
          label: entry.label,
          stroke: entry.color,
          width: 2,
          dash: entry.dashed ? [6, 4] : undefined,
          fill: entry.fill ? `${entry.color}33` : undefined,
          spanGaps: false,
          value: (_: uPlot, value: number | null) => (value === null ? '—' : formatY ? formatY(value) : String(value)),
        })),
      ],
    };
    const data = [x as number[], ...series.map((entry) => entry.values as (number | null)[])] as AlignedData;
    const chart = new uPlot(options, data, container);
    const observer = new ResizeObserver(() => chart.setSize({ width: Math.max(container.clientWidth, 200), height }));
    observer.observe(container);
    return () => {
      observer.disconnect();
      chart.destroy();
    };
  }, [x, xLabel, yLabel, series, formatX, formatY, height]);

  return <div ref={containerRef} style={{ width: '100%' }} />;
}
