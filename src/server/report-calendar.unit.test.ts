import { describe, expect, it } from 'vitest';
import {
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
});
