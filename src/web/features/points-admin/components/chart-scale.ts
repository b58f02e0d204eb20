/**
 * Scales for the earnings charts: a "nice" top of the axis (1, 2, 2.5 or 5 times a power of ten) so grid
 * lines fall on round numbers, and the share of that top each value takes.
 */

export interface Scale {
  /** The axis top, ≥ every value; 0 when there is nothing to draw. */
  max: number;
  /** Grid values from 0 to max, evenly spaced. */
  ticks: number[];
}

const STEPS = [1, 2, 2.5, 5, 10];

/** A whole-number axis for values that are whole numbers (points, counts). */
export function niceScale(values: readonly number[], tickCount = 4): Scale {
  const top = Math.max(0, ...values.filter((value) => Number.isFinite(value)));
  if (top === 0) return { max: 0, ticks: [0] };
  const rough = top / tickCount;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  let step = magnitude;
  for (const factor of STEPS) {
    step = factor * magnitude;
    if (step >= rough) break;
  }
  // Values are whole numbers: a step below 1 would label fractions.
  step = Math.max(1, Math.ceil(step));
  const max = Math.ceil(top / step) * step;
  const ticks: number[] = [];
  for (let value = 0; value <= max; value += step) ticks.push(value);
  return { max, ticks };
}

/** How far along the axis a value reaches, 0–100, never negative; a non-zero value shows at least a sliver. */
export function barPercent(value: number, max: number, minVisible = 1): number {
  if (max <= 0 || value <= 0 || !Number.isFinite(value)) return 0;
  const percent = Math.min(100, (value / max) * 100);
  return Math.max(minVisible, Math.round(percent * 10) / 10);
}
