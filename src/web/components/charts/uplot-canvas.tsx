import { useEffect, useLayoutEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { TONES, toneOf, type ChartData } from './chart-types';

export interface UplotCanvasProps {
  data: ChartData;
  kind: 'line' | 'bar';
  /** Bars of several series on top of each other (their sum is the column's height). */
  stacked: boolean;
  height: number;
  rtl: boolean;
  /** Short labels of the dates, one per point. */
  tickLabels: readonly string[];
  formatValue: (value: number) => string;
  /** The point under the pointer, or null when it leaves. */
  onHover: (index: number | null) => void;
}

// Whole-number steps: the figures are points, sales and people, never fractions.
const INCREMENTS = [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1e3, 2e3, 2.5e3, 5e3, 1e4, 2e4, 2.5e4, 5e4];
const WHOLE_INCREMENTS = [
  ...INCREMENTS,
  ...INCREMENTS.map((step) => step * 1e4).filter((step) => step > 5e4),
];
const AXIS = { stroke: '#475569', grid: { stroke: '#e2e8f0', width: 1 }, ticks: { show: false } } as const;

/** Per series, what is drawn: running sums when stacked, so each column shows the total up to that series. */
function drawnValues(data: ChartData, stacked: boolean): number[][] {
  const out: number[][] = [];
  data.series.forEach((series, index) => {
    const below = stacked && index > 0 ? out[index - 1] : undefined;
    out.push(data.dates.map((_, position) => (series.values[position] ?? 0) + (below?.[position] ?? 0)));
  });
  return out;
}

function options(props: UplotCanvasProps, width: number): uPlot.Options {
  const { data, kind, stacked, height, rtl, tickLabels, formatValue, onHover } = props;
  const count = data.series.length;
  const barSeries = (index: number): uPlot.Series['paths'] => {
    if (stacked || count === 1) return uPlot.paths.bars?.({ size: [0.6, 48] });
    // Two or three series side by side around each date.
    const align = count === 2 ? (index === 0 ? -1 : 1) : 0;
    return uPlot.paths.bars?.({ size: [count === 2 ? 0.35 : 0.6 / count, 24], align: align as -1 | 0 | 1 });
  };
  // Stacked columns are drawn tallest first, so each shorter running sum paints over the one before it.
  const order = data.series.map((_, index) => index);
  if (stacked) order.reverse();
  return {
    width,
    height,
    legend: { show: false },
    cursor: { drag: { x: false, y: false }, points: { show: kind === 'line' } },
    select: { show: false, left: 0, top: 0, width: 0, height: 0 },
    scales: {
      x: {
        time: false,
        dir: rtl ? -1 : 1,
        range: (_u, min, max) =>
          kind === 'bar' ? [min - 0.5, max + 0.5] : [min, max === min ? max + 1 : max],
      },
      y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.1 : 1] },
    },
    axes: [
      {
        ...AXIS,
        incrs: WHOLE_INCREMENTS,
        space: 56,
        grid: { show: false },
        values: (_u, splits) =>
          splits.map((split) => (Number.isInteger(split) ? (tickLabels[split] ?? '') : '')),
      },
      {
        ...AXIS,
        side: rtl ? 1 : 3,
        size: 64,
        incrs: WHOLE_INCREMENTS,
        values: (_u, splits) => splits.map((split) => formatValue(split)),
      },
    ],
    series: [
      {},
      ...order.map((index): uPlot.Series => {
        const series = data.series[index];
        const color = TONES[series ? toneOf(series, index) : 'brand'].color;
        return kind === 'bar'
          ? {
              label: series?.label,
              stroke: color,
              fill: color,
              width: 0,
              paths: barSeries(index),
              points: { show: false },
            }
          : {
              label: series?.label,
              stroke: color,
              width: 2,
              points: { show: data.dates.length <= 40, size: 5 },
            };
      }),
    ],
    hooks: {
      setCursor: [(u) => onHover(u.cursor.idx ?? null)],
    },
  };
}

/**
 * The canvas of a chart, drawn by uPlot (decision 060). Loaded lazily by `TimeSeriesChart`, so uPlot is a
 * chunk of its own fetched only by pages that draw. Follows its box's width; right-to-left pages run the
 * dates from right to left with the value axis on the right.
 */
export default function UplotCanvas(props: UplotCanvasProps) {
  const box = useRef<HTMLDivElement>(null);
  const latest = useRef(props);
  useLayoutEffect(() => {
    latest.current = props;
  });

  const { data, kind, stacked, height, rtl, tickLabels } = props;
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const width = Math.max(element.clientWidth, 200);
    const drawn = drawnValues(data, stacked);
    const order = data.series.map((_, index) => index);
    if (stacked) order.reverse();
    const aligned: uPlot.AlignedData = [
      data.dates.map((_, index) => index),
      ...order.map((index) => drawn[index] ?? []),
    ];
    const plot = new uPlot(
      options({ ...latest.current, onHover: (index) => latest.current.onHover(index) }, width),
      aligned,
      element,
    );
    const resize = new ResizeObserver(() => {
      plot.setSize({ width: Math.max(element.clientWidth, 200), height });
    });
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [data, kind, stacked, height, rtl, tickLabels]);

  return <div ref={box} className="w-full" dir="ltr" />;
}
