/**
 * A bar chart drawn with chart.js. Only the pieces used here are registered, so the bundle carries
 * no line, pie or animation-heavy code; this module is only reached through the lazily loaded
 * dashboard, so chart.js never weighs on other pages.
 */
import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip, type ChartConfiguration } from 'chart.js';
import { useEffect, useRef } from 'react';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip, Legend);

export interface BarSeries {
  label: string;
  values: number[];
  color: string;
}

export interface BarChartProps {
  labels: string[];
  series: BarSeries[];
  /** How a value reads on the axis and in tooltips ('₹12,000', '45%'). */
  format: (value: number) => string;
  stacked?: boolean;
  /** Fixed top of the value axis (e.g. 100 for percentages). */
  max?: number;
}

function configuration({ labels, series, format, stacked = false, max }: BarChartProps): ChartConfiguration<'bar'> {
  return {
    type: 'bar',
    data: {
      labels,
      datasets: series.map((s) => ({ label: s.label, data: s.values, backgroundColor: s.color, borderRadius: 3 })),
    },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      animation: false,
      plugins: {
        legend: { display: series.length > 1, position: 'bottom' },
        tooltip: { callbacks: { label: (item) => `${item.dataset.label}: ${format(item.parsed.y ?? 0)}` } },
      },
      scales: {
        x: { stacked },
        y: { stacked, beginAtZero: true, max, ticks: { callback: (value) => format(Number(value)), precision: 0 } },
      },
    },
  };
}

/** The canvas is decorative for assistive technology: each chart's figures are also in a table. */
export function BarChart(props: BarChartProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const chartRef = useRef<Chart<'bar'> | null>(null);
  const config = configuration(props);

  useEffect(() => {
    const canvas = canvasRef.current;
    // Without a 2D context (old browsers, jsdom) there is nothing to draw; the table still shows the figures.
    if (!canvas?.getContext('2d')) return;
    if (chartRef.current) {
      chartRef.current.data = config.data;
      chartRef.current.options = config.options ?? {};
      chartRef.current.update();
    } else {
      chartRef.current = new Chart(canvas, config);
    }
  });

  useEffect(
    () => () => {
      chartRef.current?.destroy();
      chartRef.current = null;
    },
    [],
  );

  return (
    <div className="relative h-64 w-full">
      <canvas ref={canvasRef} aria-hidden="true" />
    </div>
  );
}
