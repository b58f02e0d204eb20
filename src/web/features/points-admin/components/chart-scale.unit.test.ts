import { describe, expect, it } from 'vitest';
import { barPercent, niceScale } from './chart-scale';

describe('chart scale', () => {
  it('rounds the axis top up to a round number', () => {
    expect(niceScale([7300, 1200])).toEqual({ max: 8000, ticks: [0, 2000, 4000, 6000, 8000] });
    expect(niceScale([9000]).max).toBe(10_000);
    expect(niceScale([100]).ticks).toEqual([0, 25, 50, 75, 100]);
    expect(niceScale([1_234_567]).max).toBeGreaterThanOrEqual(1_234_567);
  });

  it('never labels fractions for small whole numbers', () => {
    const scale = niceScale([3]);
    expect(scale.ticks.every(Number.isInteger)).toBe(true);
    expect(scale.max).toBeGreaterThanOrEqual(3);
    expect(niceScale([1])).toEqual({ max: 1, ticks: [0, 1] });
  });

  it('has nothing to draw for no sales, negatives or bad numbers', () => {
    expect(niceScale([])).toEqual({ max: 0, ticks: [0] });
    expect(niceScale([0, 0])).toEqual({ max: 0, ticks: [0] });
    expect(niceScale([-50, Number.NaN])).toEqual({ max: 0, ticks: [0] });
  });

  it('gives each value its share of the axis', () => {
    expect(barPercent(4000, 8000)).toBe(50);
    expect(barPercent(8000, 8000)).toBe(100);
    expect(barPercent(9000, 8000)).toBe(100);
    expect(barPercent(0, 8000)).toBe(0);
    expect(barPercent(-10, 8000)).toBe(0);
    expect(barPercent(10, 0)).toBe(0);
    // A tiny but real value stays visible.
    expect(barPercent(1, 1_000_000)).toBe(1);
  });
});
