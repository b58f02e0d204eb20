import { describe, expect, it } from 'vitest';
import { bucketOf, bucketsBetween, fillSeries } from './series-by-date';

describe('chart buckets', () => {
  it('puts a date in its day, its week (from Monday) and its month', () => {
    expect(bucketOf('2026-11-26T10:00:00Z', 'day')).toBe('2026-11-26');
    expect(bucketOf('2026-11-26', 'week')).toBe('2026-11-23'); // a Thursday → that Monday
    expect(bucketOf('2026-11-23', 'week')).toBe('2026-11-23');
    expect(bucketOf('2026-11-29', 'week')).toBe('2026-11-23'); // a Sunday stays in its week
    expect(bucketOf('2026-11-26', 'month')).toBe('2026-11');
  });

  it('lists every bucket of a range, across a year end', () => {
    expect(bucketsBetween('2026-12-30', '2027-01-02', 'day')).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ]);
    expect(bucketsBetween('2026-11-15', '2027-02-01', 'month')).toEqual([
      '2026-11',
      '2026-12',
      '2027-01',
      '2027-02',
    ]);
    expect(bucketsBetween('2026-11-26', '2026-12-08', 'week')).toEqual([
      '2026-11-23',
      '2026-11-30',
      '2026-12-07',
    ]);
    expect(bucketsBetween('2026-12-08', '2026-11-26', 'day')).toEqual([]);
  });

  it('sums rows per bucket and gives 0 to the empty ones', () => {
    const rows = [
      { date: '2026-11-24', sales: 2, amount: 300 },
      { date: '2026-11-26', sales: 1, amount: 100 },
      { date: '2026-12-08', sales: 4, amount: 50 },
      { date: '2027-03-01', sales: 9, amount: 9 },
    ];
    const buckets = bucketsBetween('2026-11-23', '2026-12-13', 'week');
    expect(fillSeries(rows, buckets, 'week', ['sales', 'amount'])).toEqual({
      sales: [3, 0, 4],
      amount: [400, 0, 50],
    });
  });
});
