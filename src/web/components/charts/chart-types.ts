/** What the chart components draw: one x axis of dates (days, weeks or months) and series of figures on it. */

export type ChartGranularity = 'day' | 'week' | 'month';

export type ChartTone = 'brand' | 'amber' | 'sky' | 'rose' | 'slate';

export interface ChartSeries {
  key: string;
  /** Shown in the legend and as the table's column heading. */
  label: string;
  /** One figure per date, in the order of `dates`. */
  values: readonly number[];
  tone?: ChartTone;
}

export interface ChartData {
  /** ISO dates (`2026-11-02`) or months (`2026-11`), oldest first, one per point. */
  dates: readonly string[];
  series: readonly ChartSeries[];
}

/** Fill colours for the canvas (which cannot read Tailwind classes) and the matching legend swatches. */
export const TONES: Record<ChartTone, { color: string; swatch: string }> = {
  brand: { color: '#177c5c', swatch: 'bg-brand-600' },
  amber: { color: '#f59e0b', swatch: 'bg-amber-500' },
  sky: { color: '#0284c7', swatch: 'bg-sky-600' },
  rose: { color: '#e11d48', swatch: 'bg-rose-600' },
  slate: { color: '#475569', swatch: 'bg-slate-600' },
};

export const DEFAULT_TONES: readonly ChartTone[] = ['brand', 'amber', 'sky', 'rose', 'slate'];

export function toneOf(series: ChartSeries, index: number): ChartTone {
  return series.tone ?? DEFAULT_TONES[index % DEFAULT_TONES.length] ?? 'brand';
}
