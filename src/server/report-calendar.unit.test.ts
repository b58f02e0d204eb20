import { describe, expect, it } from 'vitest';
import {
  cutByMonth,
  isoDay,
  isoDayPlus,
  isoMonthPlus,
  startOfDay,
  startOfIsoDay,
  startOfMonth,
  startOfWeek,
} from './report-calendar';

const at = (iso: string) => new Date(iso);

describe("the reports' calendar, in Algiers time (UTC+1)", () => {
  // 00:30 on Wednesday 1 July in Algiers: still Tuesday 30 June in UTC.
  const julyFirst = at('2026-06-30T23:30:00Z');

  it('gives an instant the Algiers date, not the UTC one', () => {
    expect(isoDay(julyFirst)).toBe('2026-07-01');
    expect(isoDay(at('2026-07-01T22:59:59Z'))).toBe('2026-07-01');
    expect(isoDay(at('2026-07-01T23:00:00Z'))).toBe('2026-07-02');
  });

  it('starts days, weeks and months at midnight in Algiers', () => {
    expect(startOfDay(julyFirst)).toEqual(at('2026-06-30T23:00:00Z'));
    expect(startOfDay(julyFirst, 29)).toEqual(at('2026-06-01T23:00:00Z'));
    expect(startOfMonth(julyFirst)).toEqual(at('2026-06-30T23:00:00Z'));
    expect(startOfMonth(julyFirst, 1)).toEqual(at('2026-05-31T23:00:00Z'));
    // Monday 29 June.
    expect(startOfWeek(julyFirst)).toEqual(at('2026-06-28T23:00:00Z'));
    expect(startOfWeek(julyFirst, 11)).toEqual(at('2026-04-12T23:00:00Z'));
  });

  it('crosses a year back', () => {
    const newYear = at('2026-01-01T00:30:00Z');
    expect(startOfMonth(newYear)).toEqual(at('2025-12-31T23:00:00Z'));
    expect(startOfMonth(newYear, 1)).toEqual(at('2025-11-30T23:00:00Z'));
  });

  it("reads a report's day as an Algiers day", () => {
    expect(startOfIsoDay('2026-03-01')).toEqual(at('2026-02-28T23:00:00Z'));
    expect(startOfIsoDay('2026-02-28', 1)).toEqual(at('2026-02-28T23:00:00Z'));
    expect(startOfIsoDay('2026-12-31', 1)).toEqual(at('2026-12-31T23:00:00Z'));
  });

  it("moves a report's day by days and by months across a month's and a year's end", () => {
    expect(isoDayPlus('2026-02-28', 1)).toBe('2026-03-01');
    expect(isoDayPlus('2028-02-28', 1)).toBe('2028-02-29');
    expect(isoDayPlus('2026-12-31', 1)).toBe('2027-01-01');
    expect(isoMonthPlus('2026-01-31', 1)).toBe('2026-02-01');
    expect(isoMonthPlus('2026-12-15', 1)).toBe('2027-01-01');
    expect(isoMonthPlus('2026-03-31', 0)).toBe('2026-03-01');
  });

  it('cuts a stretch of time where Algiers months start, each piece with its month', () => {
    // 20 March to 10 April (inclusive) in Algiers: April starts at 23:00 UTC on 31 March.
    expect(
      cutByMonth(at('2026-03-19T23:00:00Z'), at('2026-04-10T23:00:00Z'), at('2026-11-30T12:00:00Z')),
    ).toEqual([
      { from: at('2026-03-19T23:00:00Z'), to: at('2026-03-31T23:00:00Z'), month: '2026-03-01' },
      { from: at('2026-03-31T23:00:00Z'), to: at('2026-04-10T23:00:00Z'), month: '2026-04-01' },
    ]);
    // Open-ended: up to the end of the month under way, then whatever comes later, of no month.
    const now = at('2026-11-30T12:00:00Z');
    expect(cutByMonth(at('2026-10-31T23:00:00Z'), null, now)).toEqual([
      { from: at('2026-10-31T23:00:00Z'), to: at('2026-11-30T23:00:00Z'), month: '2026-11-01' },
      { from: at('2026-11-30T23:00:00Z'), to: null, month: null },
    ]);
    // Five minutes into January in Algiers, December not summed yet: two months, across the year's end.
    expect(cutByMonth(at('2026-11-30T23:00:00Z'), null, at('2026-12-31T23:05:00Z'))).toEqual([
      { from: at('2026-11-30T23:00:00Z'), to: at('2026-12-31T23:00:00Z'), month: '2026-12-01' },
      { from: at('2026-12-31T23:00:00Z'), to: at('2027-01-31T23:00:00Z'), month: '2027-01-01' },
      { from: at('2027-01-31T23:00:00Z'), to: null, month: null },
    ]);
    // Nothing to read is one empty piece; an open start, or too many months, is not cut.
    expect(cutByMonth(at('2026-05-10T00:00:00Z'), at('2026-05-10T00:00:00Z'), now)).toEqual([
      { from: at('2026-05-10T00:00:00Z'), to: at('2026-05-10T00:00:00Z'), month: '2026-05-01' },
    ]);
    expect(cutByMonth(null, at('2026-05-10T00:00:00Z'), now)).toBeNull();
    expect(cutByMonth(at('2026-01-15T00:00:00Z'), at('2026-05-10T00:00:00Z'), now)).toBeNull();
    expect(cutByMonth(at('2026-01-15T00:00:00Z'), at('2026-05-10T00:00:00Z'), now, 5)).toHaveLength(5);
  });
});
